import { Controller, Get, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AdminEssay, EssayRevision, EssayRevisionDiff, EssayRevisionSummary } from '@site/contracts';
import {
  AdminEssayDto,
  AdminEssayParamsDto,
  EssayRevisionDiffDto,
  EssayRevisionDto,
  EssayRevisionParamsDto,
  EssayRevisionSummaryDto,
} from '@site/contracts/dto';
import { AdminGuard, ApiAdminOnly, ApiErrors, Caller, type CallerIdentity } from '@site/service-kit';
import { AdminEssaysService } from './admin-essays.service.js';

const UNKNOWN = { 404: 'No essay has this id or slug, or it has no such revision.' } as const;
const BAD_PATH = { 400: 'An essay id or slug, or a revision id, that cannot be one.' } as const;

/** The kept versions of an essay: list, read, compare with now, restore. */
@ApiTags('admin')
@ApiAdminOnly()
@Controller('admin/essays/:id/revisions')
@UseGuards(AdminGuard)
export class EssayRevisionsController {
  constructor(private readonly essays: AdminEssaysService) {}

  @Get()
  @ApiOperation({ summary: 'The essay’s revisions, newest first (the latest 100)' })
  @ApiOkResponse({ type: EssayRevisionSummaryDto, isArray: true })
  @ApiErrors({ ...BAD_PATH, 404: 'No essay has this id or slug.' })
  list(@Param() { id }: AdminEssayParamsDto): Promise<EssayRevisionSummary[]> {
    return this.essays.revisions(id);
  }

  @Get(':revisionId')
  @ApiOperation({ summary: 'One revision with its text' })
  @ApiOkResponse({ type: EssayRevisionDto })
  @ApiErrors({ ...BAD_PATH, ...UNKNOWN })
  get(@Param() { id, revisionId }: EssayRevisionParamsDto): Promise<EssayRevision> {
    return this.essays.revision(id, Number(revisionId));
  }

  @Get(':revisionId/diff')
  @ApiOperation({ summary: 'What changed from the revision to the essay’s saved text, line by line' })
  @ApiOkResponse({ type: EssayRevisionDiffDto })
  @ApiErrors({ ...BAD_PATH, ...UNKNOWN })
  diff(@Param() { id, revisionId }: EssayRevisionParamsDto): Promise<EssayRevisionDiff> {
    return this.essays.diff(id, Number(revisionId));
  }

  @Post(':revisionId/restore')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Make the revision’s title, excerpt and body the essay’s again, kept as a new revision',
    description: 'A published essay changes for readers at once.',
  })
  @ApiOkResponse({ type: AdminEssayDto })
  @ApiErrors({ ...BAD_PATH, ...UNKNOWN })
  restore(@Param() { id, revisionId }: EssayRevisionParamsDto, @Caller() caller: CallerIdentity): Promise<AdminEssay> {
    return this.essays.restore(id, Number(revisionId), caller);
  }
}
