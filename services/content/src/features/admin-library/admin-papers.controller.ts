import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Res, UseGuards } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AdminPaper, AdminPaperRow, BibtexPaper } from '@site/contracts';
import {
  AdminPaperDto,
  AdminPaperInputDto,
  AdminPaperRowDto,
  BibtexInputDto,
  BibtexPaperDto,
} from '@site/contracts/dto';
import { AdminGuard, ApiAdminOnly, ApiErrors, wordAuditSummary } from '@site/service-kit';
import type { FastifyReply } from 'fastify';
import { AdminPapersService } from './admin-papers.service.js';
import { ApiItemRef, NO_PAPER, paperRefPipe, type ItemRef } from './item-ref.js';

const SAVE_REFUSED =
  'A field missing, too long or unsafe, a malformed slug, no author, a date that is not one, a DOI that is not ' +
  '10.xxxx/…, a URL that is not a web address, or an unknown topic.';

/** The library's papers and lecture notes under /api/admin/library/papers: write, fill from BibTeX, delete. */
@ApiTags('admin')
@ApiAdminOnly()
@Controller('admin/library/papers')
@UseGuards(AdminGuard)
export class AdminPapersController {
  constructor(private readonly papers: AdminPapersService) {}

  @Get()
  @ApiOperation({ summary: 'Every paper and set of lecture notes, newest first, with its document' })
  @ApiOkResponse({ type: AdminPaperRowDto, isArray: true })
  list(): Promise<AdminPaperRow[]> {
    return this.papers.list();
  }

  @Post()
  @ApiOperation({
    summary: 'Add a paper or lecture notes',
    description: 'Readers find it at once on the academic page and in search; its PDF is uploaded on its own.',
  })
  @ApiCreatedResponse({ type: AdminPaperDto })
  @ApiErrors({ 400: SAVE_REFUSED, 409: 'Another paper has this slug.' })
  async create(
    @Body() input: AdminPaperInputDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AdminPaper> {
    const { value, words } = await this.papers.create(input);
    wordAuditSummary(reply, words);
    return value;
  }

  @Post('from-bibtex')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Read one pasted BibTeX entry as a paper’s fields, for the editor to fill in; nothing is saved',
    description: 'A subtitle joins the title after ": "; keywords that are site topics become its topics.',
  })
  @ApiOkResponse({ type: BibtexPaperDto })
  @ApiErrors({ 400: 'Text that holds no BibTeX entry, more than one, or one that cannot be read.' })
  fromBibtex(@Body() input: BibtexInputDto): BibtexPaper {
    return this.papers.fromBibtex(input.bibtex);
  }

  @Get(':id')
  @ApiOperation({ summary: 'A paper with everything its editor edits' })
  @ApiItemRef('paper')
  @ApiOkResponse({ type: AdminPaperDto })
  @ApiErrors({ 400: 'Neither an id nor a slug.', 404: NO_PAPER })
  get(@Param('id', paperRefPipe) ref: ItemRef): Promise<AdminPaper> {
    return this.papers.get(ref);
  }

  @Put(':id')
  @ApiOperation({ summary: 'Save a paper: readers’ pages, citations and search follow at once' })
  @ApiItemRef('paper')
  @ApiOkResponse({ type: AdminPaperDto })
  @ApiErrors({ 400: SAVE_REFUSED, 404: NO_PAPER, 409: 'Another paper has this slug.' })
  async update(
    @Param('id', paperRefPipe) ref: ItemRef,
    @Body() input: AdminPaperInputDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AdminPaper> {
    const { value, words } = await this.papers.update(ref, input);
    wordAuditSummary(reply, words);
    return value;
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete a paper with the document that is its full text' })
  @ApiItemRef('paper')
  @ApiNoContentResponse({ description: 'Deleted.' })
  @ApiErrors({ 400: 'Neither an id nor a slug.', 404: NO_PAPER })
  async remove(
    @Param('id', paperRefPipe) ref: ItemRef,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<void> {
    wordAuditSummary(reply, await this.papers.remove(ref));
  }
}
