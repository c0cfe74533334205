import { BadRequestException, Injectable } from '@nestjs/common';
import { podcastCategoryProblem, type AdminPodcastShow, type AdminPodcastShowView } from '@site/contracts';
import { PodcastShowSource } from '../library/podcast/podcast-show.js';
import { ArtworkProblem, podcastArtwork } from '../uploads/podcast-artwork.js';
import { AdminEpisodesRepository } from './admin-episodes.repository.js';

/** The show's settings as the author edits them; the feed and the podcast page follow at once. */
@Injectable()
export class PodcastShowAdminService {
  constructor(
    private readonly source: PodcastShowSource,
    private readonly episodes: AdminEpisodesRepository,
  ) {}

  settings(): Promise<AdminPodcastShowView> {
    return this.source.settings();
  }

  async save(input: AdminPodcastShow): Promise<AdminPodcastShowView> {
    const problem = podcastCategoryProblem(input.category, input.subcategory);
    if (problem) throw new BadRequestException(problem);
    const { artworkUrl } = await this.source.settings();
    await this.episodes.saveShow({ ...input, artworkUrl });
    return this.source.settings();
  }

  /** New artwork for the show; the settings are kept first if they were still the seed's. */
  async setArtwork(bytes: Buffer): Promise<AdminPodcastShowView> {
    let artwork;
    try {
      artwork = await podcastArtwork(bytes);
    } catch (error) {
      if (error instanceof ArtworkProblem) throw new BadRequestException(error.message);
      throw error;
    }
    await this.episodes.saveShow(await this.source.settings());
    await this.episodes.setShowArtwork(artwork.bytes, artwork.extension);
    return this.source.settings();
  }
}
