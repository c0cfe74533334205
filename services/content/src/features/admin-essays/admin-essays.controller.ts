import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Res, UseGuards } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AdminEssay, AdminEssayPage, EssayAutosave, EssayRendered } from '@site/contracts';
import {
  AdminEssayDto,
  AdminEssayIdParamsDto,
  AdminEssayInputDto,
  AdminEssayPageDto,
  AdminEssayParamsDto,
  AdminEssayQueryDto,
  EssayAutosaveDto,
  EssayAutosaveInputDto,
  EssayRenderedDto,
  EssayRenderInputDto,
} from '@site/contracts/dto';
import { AdminGuard, ApiAdminOnly, ApiErrors, wordAuditSummary, Caller, type CallerIdentity } from '@site/service-kit';
import type { FastifyReply } from 'fastify';
import { AdminEssaysService, type SavedEssay } from './admin-essays.service.js';

const UNKNOWN = { 404: 'No essay has this id or slug.' } as const;
const BAD_ESSAY =
  'A field missing, too long or unsafe, an unknown field or topic, a malformed slug, or a scheduled essay without a future publishAt.';

/** Hands the gateway's audit log the words for what a save did ("published “On Attention”"), if it did something. */
function worded(reply: FastifyReply, { essay, words }: SavedEssay): AdminEssay {
  wordAuditSummary(reply, words);
  return essay;
}

/** The author's essays: write, schedule, publish, unpublish and delete. */
@ApiTags('admin')
@ApiAdminOnly()
@Controller('admin/essays')
@UseGuards(AdminGuard)
export class AdminEssaysController {
  constructor(private readonly essays: AdminEssaysService) {}

  @Get()
  @ApiOperation({ summary: 'One page of essays of every status, most recently saved first' })
  @ApiOkResponse({ type: AdminEssayPageDto })
  @ApiErrors({ 400: 'An unknown status, or a page or pageSize out of range.' })
  list(@Query() query: AdminEssayQueryDto): Promise<AdminEssayPage> {
    return this.essays.list(query.status, query.page, query.pageSize);
  }

  @Post()
  @ApiOperation({ summary: 'Create an essay (draft, scheduled or published at once)' })
  @ApiCreatedResponse({ type: AdminEssayDto })
  @ApiErrors({ 400: BAD_ESSAY, 409: 'Another essay already has this slug.' })
  async create(
    @Body() input: AdminEssayInputDto,
    @Caller() caller: CallerIdentity,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AdminEssay> {
    return worded(reply, await this.essays.create(input, caller));
  }

  /** Declared before `:id`, so "render" is never taken for an essay's slug. */
  @Post('render')
  @HttpCode(200)
  @ApiOperation({ summary: 'Markdown as the essay page draws it, for the editor’s live preview' })
  @ApiOkResponse({ type: EssayRenderedDto })
  @ApiErrors({ 400: 'A body that is missing, too long or unsafe.' })
  render(@Body() { body }: EssayRenderInputDto): EssayRendered {
    return this.essays.render(body);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One essay with everything the editor edits, and any newer autosave' })
  @ApiOkResponse({ type: AdminEssayDto })
  @ApiErrors({ 400: 'An id that is neither a number nor a slug.', ...UNKNOWN })
  get(@Param() { id }: AdminEssayParamsDto): Promise<AdminEssay> {
    return this.essays.get(id);
  }

  @Put(':id')
  @ApiOperation({
    summary: 'Save an essay, keeping a revision',
    description: 'A published essay changes for readers at once: list, page, search, feeds and sitemap.',
  })
  @ApiOkResponse({ type: AdminEssayDto })
  @ApiErrors({ 400: BAD_ESSAY, ...UNKNOWN, 409: 'Another essay already has this slug.' })
  async update(
    @Param() { id }: AdminEssayParamsDto,
    @Body() input: AdminEssayInputDto,
    @Caller() caller: CallerIdentity,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AdminEssay> {
    return worded(reply, await this.essays.update(id, input, caller));
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete an essay with its revisions and cover' })
  @ApiNoContentResponse({ description: 'Deleted.' })
  @ApiErrors({ 400: 'An id that is not a number.', 404: 'No essay has this id.' })
  async remove(@Param() { id }: AdminEssayIdParamsDto): Promise<void> {
    await this.essays.remove(Number(id));
  }

  @Post(':id/autosave')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Keep the text being typed as the essay’s autosave, without publishing it',
    description: 'Rewrites the autosave made since the last save, or starts one.',
  })
  @ApiOkResponse({ type: EssayAutosaveDto })
  @ApiErrors({ 400: 'A field missing, too long or unsafe.', ...UNKNOWN })
  autosave(
    @Param() { id }: AdminEssayParamsDto,
    @Body() input: EssayAutosaveInputDto,
    @Caller() caller: CallerIdentity,
  ): Promise<EssayAutosave> {
    return this.essays.autosave(id, input, caller);
  }
}
