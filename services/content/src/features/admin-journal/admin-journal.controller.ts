import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, UseGuards } from '@nestjs/common';
import {
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import type { AdminJournalEntry } from '@site/contracts';
import { AdminJournalEntryDto, AdminJournalEntryInputDto } from '@site/contracts/dto';
import { AdminGuard, ApiAdminOnly, ApiErrors } from '@site/service-kit';
import { AdminJournalService } from './admin-journal.service.js';

const INVALID_ENTRY = 'A missing or overlong title, a date that is not a day, an unknown topic, or unsafe text.';

@ApiTags('admin')
@ApiAdminOnly()
@Controller('admin/journal')
@UseGuards(AdminGuard)
export class AdminJournalController {
  constructor(private readonly journal: AdminJournalService) {}

  @Get()
  @ApiOperation({ summary: 'Every journal entry with its Markdown, newest first' })
  @ApiOkResponse({ type: AdminJournalEntryDto, isArray: true })
  list(): Promise<AdminJournalEntry[]> {
    return this.journal.list();
  }

  @Get(':id')
  @ApiOperation({ summary: 'One journal entry with its Markdown, to edit' })
  @ApiParam({ name: 'id', example: '2026-09-02-a-morning-with-fog' })
  @ApiOkResponse({ type: AdminJournalEntryDto })
  @ApiErrors({ 404: 'No journal entry has this id.' })
  get(@Param('id') id: string): Promise<AdminJournalEntry> {
    return this.journal.get(id);
  }

  @Post()
  @ApiOperation({
    summary: 'Write a journal entry',
    description: 'Its id, the last segment of its address, is its day and its title’s words, and never changes.',
  })
  @ApiCreatedResponse({ type: AdminJournalEntryDto })
  @ApiErrors({ 400: INVALID_ENTRY, 409: 'An entry of the same day has the same title.' })
  create(@Body() input: AdminJournalEntryInputDto): Promise<AdminJournalEntry> {
    return this.journal.create(input);
  }

  @Put(':id')
  @ApiOperation({ summary: 'Rewrite a journal entry; its address stays' })
  @ApiParam({ name: 'id', example: '2026-09-02-a-morning-with-fog' })
  @ApiOkResponse({ type: AdminJournalEntryDto })
  @ApiErrors({ 400: INVALID_ENTRY, 404: 'No journal entry has this id.' })
  update(@Param('id') id: string, @Body() input: AdminJournalEntryInputDto): Promise<AdminJournalEntry> {
    return this.journal.update(id, input);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({
    summary: 'Delete a journal entry',
    description: 'It stays deleted even if the journal folder holds its file.',
  })
  @ApiParam({ name: 'id', example: '2026-09-02-a-morning-with-fog' })
  @ApiNoContentResponse({ description: 'Deleted.' })
  @ApiErrors({ 404: 'No journal entry has this id.' })
  remove(@Param('id') id: string): Promise<void> {
    return this.journal.remove(id);
  }
}
