import { Module } from '@nestjs/common';
import { AudienceStatsController } from './audience-stats.controller.js';
import { AudienceStatsRepository } from './audience-stats.repository.js';

@Module({
  controllers: [AudienceStatsController],
  providers: [AudienceStatsRepository],
})
export class AdminStatsModule {}
