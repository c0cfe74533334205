import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiNoContentResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { RemoteHealthReportDto } from '@site/contracts/dto';
import { ApiErrors } from '@site/service-kit';
import { Releases } from './releases.service.js';

/** The browsers' beacon: page views and errors per remote version, which judge a canary. */
@ApiTags('releases')
@Controller('api/releases/health')
export class ReleaseHealthController {
  constructor(private readonly releases: Releases) {}

  @Post()
  @HttpCode(204)
  @ApiOperation({
    summary: 'Report page views and errors of the remotes’ versions a browser ran',
    description:
      'Sent by the shell with navigator.sendBeacon when a page is hidden: no personal data, limited per client IP. ' +
      'Counts of a version that is neither a remote’s stable release nor its canary are ignored.',
  })
  @ApiNoContentResponse({ description: 'Counted.' })
  @ApiErrors({ 400: 'A count out of range or an unknown remote.', 429: 'Too many reports from this address.' })
  async report(@Body() body: RemoteHealthReportDto): Promise<void> {
    await this.releases.recordHealth(body.counts);
  }
}
