import { Module } from '@nestjs/common';
import { JournalModule } from '../journal/journal.module.js';
import { SearchModule } from '../search/search.module.js';
import { AdminJournalController } from './admin-journal.controller.js';
import { AdminJournalService } from './admin-journal.service.js';

/** The author's side of the journal. */
@Module({
  imports: [JournalModule, SearchModule],
  controllers: [AdminJournalController],
  providers: [AdminJournalService],
})
export class AdminJournalModule {}
