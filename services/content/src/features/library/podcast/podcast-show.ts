import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { CONTACT_EMAIL, type AdminPodcastShowView, type PodcastShow } from '@site/contracts';
import { SERVICE_CONFIG } from '@site/service-kit';
import { Repository } from 'typeorm';
import type { ContentConfig } from '../../../config.js';
import { readRecordingSeeds, type ShowSeed } from '../audio/recording-seeds.js';
import { PODCAST_FEED_PATH } from './podcast-paths.js';
import { PodcastShowEntity } from './podcast-show.entity.js';

/** The show as the feed describes it: the API's fields with what only the feed carries. */
export type ShowDetails = PodcastShow & Pick<AdminPodcastShowView, 'subcategory' | 'ownerEmail' | 'explicit'>;

/**
 * The show's settings: the author's, once saved in the admin area; until then the seed's
 * (seed/library/audio/scripts.json), read once.
 */
@Injectable()
export class PodcastShowSource {
  private seed: Promise<ShowSeed> | undefined;

  constructor(
    @InjectRepository(PodcastShowEntity) private readonly saved: Repository<PodcastShowEntity>,
    @Inject(SERVICE_CONFIG) private readonly config: ContentConfig,
  ) {}

  async settings(): Promise<AdminPodcastShowView> {
    const row = await this.saved.findOneBy({ id: 1 });
    if (row) {
      const { id: _id, updatedAt: _updatedAt, ...settings } = row;
      return settings;
    }
    this.seed ??= readRecordingSeeds().then((seeds) => seeds.show);
    const { title, description, author, language, category, subcategory, artworkUrl, ownerName } = await this.seed;
    return {
      title,
      description,
      author,
      ownerName,
      ownerEmail: CONTACT_EMAIL,
      language,
      category,
      subcategory,
      explicit: false,
      artworkUrl,
    };
  }

  async show(): Promise<ShowDetails> {
    return { ...(await this.settings()), feedUrl: `${this.config.siteUrl}${PODCAST_FEED_PATH}` };
  }
}
