import { Module } from '@nestjs/common';
import { EssaysModule } from '../essays/essays.module.js';
import { JournalModule } from '../journal/journal.module.js';
import { AudioModule } from '../library/audio/audio.module.js';
import { BooksModule } from '../library/books/books.module.js';
import { DocumentsModule } from '../library/documents/documents.module.js';
import { PodcastModule } from '../library/podcast/podcast.module.js';
import { SearchModule } from '../search/search.module.js';
import { TopicsModule } from '../topics/topics.module.js';
import { SeedService } from './seed.service.js';

/** Loads the shipped topics, essays, journal and library at start, and indexes them for search. */
@Module({
  imports: [
    TopicsModule,
    EssaysModule,
    JournalModule,
    SearchModule,
    BooksModule,
    AudioModule,
    PodcastModule,
    DocumentsModule,
  ],
  providers: [SeedService],
})
export class SeedModule {}
