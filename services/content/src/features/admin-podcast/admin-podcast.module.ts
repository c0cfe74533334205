import { Module } from '@nestjs/common';
import { PodcastModule } from '../library/podcast/podcast.module.js';
import { SearchModule } from '../search/search.module.js';
import { UploadsModule } from '../uploads/uploads.module.js';
import { AdminEpisodesController } from './admin-episodes.controller.js';
import { AdminEpisodesRepository } from './admin-episodes.repository.js';
import { AdminEpisodesService } from './admin-episodes.service.js';
import { EpisodeFilesController } from './episode-files.controller.js';
import { PodcastShowAdminController } from './podcast-show-admin.controller.js';
import { PodcastShowAdminService } from './podcast-show-admin.service.js';
import { ScheduledEpisodes } from './scheduled-episodes.js';

/** The author's side of the podcast: the show's settings, episodes with their files, and scheduled publishing. */
@Module({
  imports: [PodcastModule, SearchModule, UploadsModule],
  controllers: [PodcastShowAdminController, EpisodeFilesController, AdminEpisodesController],
  providers: [AdminEpisodesRepository, AdminEpisodesService, PodcastShowAdminService, ScheduledEpisodes],
})
export class AdminPodcastModule {}
