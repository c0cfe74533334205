import { Controller, Get, Module, Param } from '@nestjs/common';
import type { JournalEntry } from '@site/contracts';
import { JournalService, type JournalEntryWithBody } from './journal.service.js';

@Controller('journal')
export class JournalController {
  constructor(private readonly journal: JournalService) {}

  @Get()
  list(): Promise<JournalEntry[]> {
    return this.journal.list();
  }

  @Get(':id')
  get(@Param('id') id: string): Promise<JournalEntryWithBody> {
    return this.journal.get(id);
  }
}

@Module({ controllers: [JournalController], providers: [JournalService] })
export class JournalModule {}
