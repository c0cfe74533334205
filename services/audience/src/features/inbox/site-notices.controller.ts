import { Body, Controller, Post, UseGuards } from '@nestjs/common';
import { ApiCreatedResponse, ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { SiteNoticeCreated } from '@site/contracts';
import { SiteNoticeCreatedDto, SiteNoticeRequestDto } from '@site/contracts/dto';
import { ApiErrors, INTERNAL_TOKEN_HEADER, InternalTokenGuard } from '@site/service-kit';
import { InboxService } from './inbox.service.js';

/** Called only by the gateway, which tells the author what the site did by itself (a release rolled back, ...). */
@ApiTags('internal')
@ApiHeader({ name: INTERNAL_TOKEN_HEADER, required: true, description: 'The secret shared with the gateway.' })
@ApiErrors({ 401: 'No internal token.', 403: 'A wrong internal token.' })
@Controller('internal/inbox')
@UseGuards(InternalTokenGuard)
export class SiteNoticesController {
  constructor(private readonly inbox: InboxService) {}

  @Post('notices')
  @ApiOperation({
    summary: "Put a notice from the site itself into the author's inbox",
    description: 'Unread until the author reads it; it cannot be answered. Open inbox streams hear of it at once.',
  })
  @ApiCreatedResponse({ type: SiteNoticeCreatedDto })
  @ApiErrors({ 400: 'A subject or body that is missing, too long, or holds a NUL or control character.' })
  add(@Body() body: SiteNoticeRequestDto): Promise<SiteNoticeCreated> {
    return this.inbox.addNotice(body);
  }
}
