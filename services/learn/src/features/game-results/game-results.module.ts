import { Module } from '@nestjs/common';
import { GameResultsController } from './game-results.controller.js';
import { GameResultsService } from './game-results.service.js';

@Module({
  controllers: [GameResultsController],
  providers: [GameResultsService],
})
export class GameResultsModule {}
