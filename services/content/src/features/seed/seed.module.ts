import { Module } from '@nestjs/common';
import { EssaysModule } from '../essays/essays.module.js';
import { SearchModule } from '../search/search.module.js';
import { TopicsModule } from '../topics/topics.module.js';
import { SeedService } from './seed.service.js';

/** Loads the shipped topics and essays at start, and indexes them for search. */
@Module({ imports: [TopicsModule, EssaysModule, SearchModule], providers: [SeedService] })
export class SeedModule {}
