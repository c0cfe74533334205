import { Injectable, Logger } from '@nestjs/common';
import { AudioItemsRepository } from './audio-items.repository.js';
import { AUDIO_SEED_DIR, readRecordingSeeds } from './recording-seeds.js';

/** Adds the shipped lectures and readings that are not stored yet; running it again changes nothing. */
@Injectable()
export class AudioSeeder {
  private readonly logger = new Logger(AudioSeeder.name);

  constructor(private readonly items: AudioItemsRepository) {}

  async seed(dir = AUDIO_SEED_DIR): Promise<void> {
    const added = await this.items.addMissing((await readRecordingSeeds(dir)).items);
    if (added > 0) this.logger.log(`Seeded ${added} audio items`);
  }
}
