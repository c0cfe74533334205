import { Inject, Injectable } from '@nestjs/common';
import type { PodcastShow } from '@site/contracts';
import { SERVICE_CONFIG } from '@site/service-kit';
import type { ContentConfig } from '../../../config.js';
import { readRecordingSeeds, type ShowSeed } from '../audio/recording-seeds.js';
import { PODCAST_FEED_PATH } from './podcast-paths.js';

/** The show as the feed describes it: the API's fields and the Apple subcategory. */
export type ShowDetails = PodcastShow & { subcategory: string };

/**
 * The show's description ships with the seed (seed/library/audio/scripts.json) and changes only with a
 * release, so it is read once rather than stored in a table of one row.
 */
@Injectable()
export class PodcastShowSource {
  private seed: Promise<ShowSeed> | undefined;

  constructor(@Inject(SERVICE_CONFIG) private readonly config: ContentConfig) {}

  async show(): Promise<ShowDetails> {
    this.seed ??= readRecordingSeeds().then((seeds) => seeds.show);
    const { title, description, author, language, category, subcategory, artworkUrl, ownerName } = await this.seed;
    return {
      title,
      description,
      author,
      language,
      category,
      subcategory,
      artworkUrl,
      ownerName,
      feedUrl: `${this.config.siteUrl}${PODCAST_FEED_PATH}`,
    };
  }
}
