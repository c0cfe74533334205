import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { RenderingModule } from '../rendering/rendering.module.js';
import { JournalEntryEntity } from './journal-entry.entity.js';
import { JournalController } from './journal.controller.js';
import { JournalRepository } from './journal.repository.js';
import { JournalService } from './journal.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([JournalEntryEntity]), RenderingModule],
  controllers: [JournalController],
  providers: [JournalService, JournalRepository],
  exports: [JournalRepository],
})
export class JournalModule {}
