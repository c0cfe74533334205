import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, UseGuards } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { AdminIssue, AdminIssueSummary, SubscriberListPage } from '@site/contracts';
import {
  AdminIssueDto,
  AdminIssueSummaryDto,
  IssueInputDto,
  IssueParamsDto,
  MessageDto,
  SubscriberListPageDto,
  SubscriberListQueryDto,
} from '@site/contracts/dto';
import { AdminGuard, ApiAdminOnly, ApiErrors, Caller, type CallerIdentity } from '@site/service-kit';
import { NewsletterAdminService } from './newsletter-admin.service.js';

const NOT_FOUND = 'No issue has this id.';
const NOT_DRAFT = 'The issue has been sent and stays as it was mailed.';

@ApiTags('admin')
@ApiAdminOnly()
@Controller('admin/newsletter')
@UseGuards(AdminGuard)
export class NewsletterAdminController {
  constructor(private readonly newsletter: NewsletterAdminService) {}

  @Get('subscribers')
  @ApiOperation({ summary: 'One page of the newsletter subscribers, filtered by status and address' })
  @ApiOkResponse({ type: SubscriberListPageDto })
  @ApiErrors({ 400: 'An unknown status, an overlong search, or a page or pageSize out of range.' })
  subscribers(@Query() query: SubscriberListQueryDto): Promise<SubscriberListPage> {
    return this.newsletter.subscribers(query);
  }

  @Get('issues')
  @ApiOperation({ summary: 'Every newsletter issue, drafts and sent, newest first, with its progress' })
  @ApiOkResponse({ type: AdminIssueSummaryDto, isArray: true })
  issues(): Promise<AdminIssueSummary[]> {
    return this.newsletter.list();
  }

  @Post('issues')
  @ApiOperation({ summary: 'Compose a draft issue from an essay' })
  @ApiCreatedResponse({ type: AdminIssueDto })
  @ApiErrors({ 400: 'A missing or malformed field; nothing is stored.', 409: 'Another issue has this subject.' })
  create(@Body() input: IssueInputDto): Promise<AdminIssue> {
    return this.newsletter.create(input);
  }

  @Post('issues/:id/test')
  @HttpCode(202)
  @ApiOperation({ summary: "Mail the issue, marked as a test, to the caller's own address" })
  @ApiAcceptedResponse({ type: MessageDto })
  @ApiErrors({ 400: 'The account has no address.', 404: NOT_FOUND })
  sendTest(@Param() { id }: IssueParamsDto, @Caller() caller: CallerIdentity): Promise<MessageDto> {
    return this.newsletter.sendTest(id, caller);
  }

  @Post('issues/:id/send')
  @HttpCode(202)
  @ApiOperation({
    summary: 'Send the issue to every confirmed subscriber, in batches through the outbox',
    description: 'Idempotent: an issue already sending or sent is answered as it is and nobody is mailed twice.',
  })
  @ApiAcceptedResponse({ type: AdminIssueSummaryDto })
  @ApiErrors({ 404: NOT_FOUND })
  send(@Param() { id }: IssueParamsDto): Promise<AdminIssueSummary> {
    return this.newsletter.send(id);
  }

  @Get('issues/:id')
  @ApiOperation({ summary: 'One issue with its intro, body, rendered HTML and text, and progress' })
  @ApiOkResponse({ type: AdminIssueDto })
  @ApiErrors({ 404: NOT_FOUND })
  issue(@Param() { id }: IssueParamsDto): Promise<AdminIssue> {
    return this.newsletter.issue(id);
  }

  @Put('issues/:id')
  @ApiOperation({ summary: 'Save a draft issue' })
  @ApiOkResponse({ type: AdminIssueDto })
  @ApiErrors({
    400: 'A missing or malformed field; nothing is stored.',
    404: NOT_FOUND,
    409: `${NOT_DRAFT} Or another issue has this subject.`,
  })
  update(@Param() { id }: IssueParamsDto, @Body() input: IssueInputDto): Promise<AdminIssue> {
    return this.newsletter.update(id, input);
  }

  @Delete('issues/:id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete a draft issue' })
  @ApiNoContentResponse({ description: 'Deleted.' })
  @ApiErrors({ 404: NOT_FOUND, 409: NOT_DRAFT })
  async remove(@Param() { id }: IssueParamsDto): Promise<void> {
    await this.newsletter.remove(id);
  }
}
