import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiAcceptedResponse, ApiConsumes, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { NewsletterIssue } from '@site/contracts';
import {
  MessageDto,
  NewsletterIssueDto,
  NewsletterTokenDto,
  SubscribeDto,
  UnsubscribeBodyDto,
  UnsubscribeQueryDto,
} from '@site/contracts/dto';
import { ApiErrors } from '@site/service-kit';
import { NewsletterService } from './newsletter.service.js';

const TOKEN_ERROR = 'A missing, malformed, expired or unknown token.';

@ApiTags('newsletter')
@Controller('newsletter')
export class NewsletterController {
  constructor(private readonly newsletter: NewsletterService) {}

  @Post('subscribe')
  @HttpCode(202)
  @ApiOperation({
    summary: 'Ask for the newsletter: a confirm link is mailed',
    description: 'The same answer whether or not the address is known; a confirmed address gets no second mail.',
  })
  @ApiAcceptedResponse({ type: MessageDto })
  @ApiErrors({ 400: 'A missing or malformed email.' })
  subscribe(@Body() input: SubscribeDto): Promise<MessageDto> {
    return this.newsletter.subscribe(input);
  }

  @Post('confirm')
  @HttpCode(200)
  @ApiOperation({ summary: 'Confirm a subscription with the token of the mailed link' })
  @ApiOkResponse({ type: MessageDto })
  @ApiErrors({ 400: TOKEN_ERROR })
  confirm(@Body() { token }: NewsletterTokenDto): Promise<MessageDto> {
    return this.newsletter.confirm(token);
  }

  @Post('unsubscribe')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Unsubscribe with the token every newsletter mail carries',
    description:
      'The token comes in the query string with the form body `List-Unsubscribe=One-Click` (RFC 8058 one-click, ' +
      "as mail clients post it, with no cookie), or as `{ token }` from the site's page.",
  })
  @ApiConsumes('application/json', 'application/x-www-form-urlencoded')
  @ApiOkResponse({ type: MessageDto })
  @ApiErrors({ 400: TOKEN_ERROR })
  unsubscribe(@Query() query: UnsubscribeQueryDto, @Body() body: UnsubscribeBodyDto): Promise<MessageDto> {
    return this.newsletter.unsubscribe(body.token ?? query.token);
  }

  @Get('issues')
  @ApiOperation({ summary: 'The archive of sent issues, newest first (at most 50)' })
  @ApiOkResponse({ type: NewsletterIssueDto, isArray: true })
  issues(): Promise<NewsletterIssue[]> {
    return this.newsletter.issues();
  }
}
