import { Controller, Get, Module, Param } from '@nestjs/common';
import type { JournalEntry, JournalEntryDetail } from '@site/contracts';
import { RenderingModule } from '../rendering/rendering.module.js';
import { JournalService } from './journal.service.js';

@Controller('journal')
export class JournalController {
  constructor(private readonly journal: JournalService) {}

  @Get()
  list(): Promise<JournalEntry[]> {
    return this.journal.list();
  }

  @Get(':id')
  get(@Param('id') id: string): Promise<JournalEntryDetail> {
    return this.journal.get(id);
  }
}

@Module({ imports: [RenderingModule], controllers: [JournalController], providers: [JournalService] })
export class JournalModule {}
