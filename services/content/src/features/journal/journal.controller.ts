import { Controller, Get, Param } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { JournalEntry, JournalEntryDetail } from '@site/contracts';
import { JournalEntryDetailDto, JournalEntryDto } from '@site/contracts/dto';
import { ApiErrors } from '@site/service-kit';
import { JournalService } from './journal.service.js';

@ApiTags('journal')
@Controller('journal')
export class JournalController {
  constructor(private readonly journal: JournalService) {}

  @Get()
  @ApiOperation({ summary: 'Journal entries, newest first' })
  @ApiOkResponse({ type: JournalEntryDto, isArray: true })
  list(): Promise<JournalEntry[]> {
    return this.journal.list();
  }

  @Get(':id')
  @ApiOperation({ summary: 'One journal entry with its body' })
  @ApiParam({ name: 'id', example: '2026-09-02-a-morning-with-fog' })
  @ApiOkResponse({ type: JournalEntryDetailDto })
  @ApiErrors({ 404: 'No journal entry has this id.' })
  get(@Param('id') id: string): Promise<JournalEntryDetail> {
    return this.journal.get(id);
  }
}
