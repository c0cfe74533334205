import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { JournalEntry, JournalEntryDetail } from '@site/contracts';
import { JournalEntryDetailDto, JournalEntryDto, TopicFilterQueryDto } from '@site/contracts/dto';
import { ApiErrors, SharedForASecond } from '@site/service-kit';
import { JournalService } from './journal.service.js';

@ApiTags('journal')
@Controller('journal')
export class JournalController {
  constructor(private readonly journal: JournalService) {}

  @Get()
  @SharedForASecond()
  @ApiOperation({ summary: 'Journal entries, newest first, optionally only those on one topic' })
  @ApiOkResponse({ type: JournalEntryDto, isArray: true })
  @ApiErrors({ 400: 'A repeated, unsafe or oversized topic.' })
  list(@Query() { topic }: TopicFilterQueryDto): Promise<JournalEntry[]> {
    return this.journal.list(topic);
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
