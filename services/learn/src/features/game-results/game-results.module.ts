import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { GameResultEntity } from './game-result.entity.js';
import { GameResultsController } from './game-results.controller.js';
import { GameResultsRepository } from './game-results.repository.js';
import { GameResultsService } from './game-results.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([GameResultEntity])],
  controllers: [GameResultsController],
  providers: [GameResultsService, GameResultsRepository],
})
export class GameResultsModule {}
