import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AudioModule } from '../audio/audio.module.js';
import { PodcastModule } from '../podcast/podcast.module.js';
import { PlaybackPositionEntity } from './playback-position.entity.js';
import { PositionsController } from './positions.controller.js';
import { PositionsRepository } from './positions.repository.js';
import { PositionsService } from './positions.service.js';

/** Signed-in listeners' places in the library's recordings and the podcast's episodes. */
@Module({
  imports: [TypeOrmModule.forFeature([PlaybackPositionEntity]), AudioModule, PodcastModule],
  controllers: [PositionsController],
  providers: [PositionsRepository, PositionsService],
})
export class PositionsModule {}
