import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { RenderingModule } from '../../rendering/rendering.module.js';
import { PodcastChapterEntity } from './podcast-chapter.entity.js';
import { PodcastEpisodeEntity } from './podcast-episode.entity.js';
import { PodcastFilesController } from './podcast-files.controller.js';
import { PodcastSeeder } from './podcast-seeder.js';
import { PodcastShowSource } from './podcast-show.js';
import { PodcastShowEntity } from './podcast-show.entity.js';
import { PodcastTranscriptLineEntity } from './podcast-transcript-line.entity.js';
import { PodcastController } from './podcast.controller.js';
import { PodcastRepository } from './podcast.repository.js';
import { PodcastService } from './podcast.service.js';

/** The podcast: its API, its feed with transcripts and chapters, and the shipped episodes. */
@Module({
  imports: [
    TypeOrmModule.forFeature([
      PodcastEpisodeEntity,
      PodcastChapterEntity,
      PodcastTranscriptLineEntity,
      PodcastShowEntity,
    ]),
    RenderingModule,
  ],
  controllers: [PodcastController, PodcastFilesController],
  providers: [PodcastRepository, PodcastService, PodcastShowSource, PodcastSeeder],
  exports: [PodcastRepository, PodcastService, PodcastSeeder, PodcastShowSource],
})
export class PodcastModule {}
