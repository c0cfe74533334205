import { Injectable, Logger } from '@nestjs/common';
import { AUDIO_SEED_DIR, readRecordingSeeds } from '../audio/recording-seeds.js';
import { PodcastRepository } from './podcast.repository.js';

/** Adds the shipped episodes that are not stored yet, with chapters and transcripts; running it again changes nothing. */
@Injectable()
export class PodcastSeeder {
  private readonly logger = new Logger(PodcastSeeder.name);

  constructor(private readonly episodes: PodcastRepository) {}

  async seed(dir = AUDIO_SEED_DIR): Promise<void> {
    const added = await this.episodes.addMissing((await readRecordingSeeds(dir)).episodes);
    if (added > 0) this.logger.log(`Seeded ${added} podcast episodes`);
  }
}
