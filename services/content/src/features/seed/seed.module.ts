import { Module } from '@nestjs/common';
import { EssaysModule } from '../essays/essays.module.js';
import { TopicsModule } from '../topics/topics.module.js';
import { SeedService } from './seed.service.js';

/** Loads the shipped topics and essays at start. */
@Module({ imports: [TopicsModule, EssaysModule], providers: [SeedService] })
export class SeedModule {}
