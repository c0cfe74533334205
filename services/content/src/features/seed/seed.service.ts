import path from 'node:path';
import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { SEED_DIR } from '../../config.js';
import { EssaysRepository } from '../essays/essays.repository.js';
import { readJournalSeeds } from '../journal/journal-seeds.js';
import { JournalRepository } from '../journal/journal.repository.js';
import { AudioSeeder } from '../library/audio/audio-seeder.js';
import { BookSeeder } from '../library/books/book-seeder.js';
import { AcademicSeeder } from '../library/documents/academic-seeder.js';
import { PodcastSeeder } from '../library/podcast/podcast-seeder.js';
import { SearchIndexService } from '../search/search-index.service.js';
import { readTopicSeeds } from '../topics/topic-seeds.js';
import { TopicsRepository } from '../topics/topics.repository.js';
import { readEssaySeeds } from './essay-files.js';

/** Fills an empty database with the shipped content, then brings search up to date; running it again changes nothing. */
@Injectable()
export class SeedService implements OnApplicationBootstrap {
  private readonly logger = new Logger(SeedService.name);

  constructor(
    private readonly topics: TopicsRepository,
    private readonly essays: EssaysRepository,
    private readonly journal: JournalRepository,
    private readonly searchIndex: SearchIndexService,
    private readonly books: BookSeeder,
    private readonly audio: AudioSeeder,
    private readonly podcast: PodcastSeeder,
    private readonly academic: AcademicSeeder,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.topics.ensure(await readTopicSeeds(path.join(SEED_DIR, 'topics.json')));
    const added = await this.essays.addMissing(await readEssaySeeds(path.join(SEED_DIR, 'essays')));
    if (added > 0) this.logger.log(`Seeded ${added} essays`);
    const entries = await this.journal.addMissing(await readJournalSeeds(path.join(SEED_DIR, 'journal')));
    if (entries > 0) this.logger.log(`Seeded ${entries} journal entries`);
    await this.books.seed();
    await this.audio.seed();
    await this.podcast.seed();
    await this.academic.seed();
    await this.searchIndex.sync();
  }
}
