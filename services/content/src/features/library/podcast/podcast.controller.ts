import { Controller, Get, NotFoundException, Param } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { Episode, PodcastOverview } from '@site/contracts';
import { EpisodeDto, PodcastOverviewDto } from '@site/contracts/dto';
import { ApiErrors } from '@site/service-kit';
import { PodcastService } from './podcast.service.js';

@ApiTags('podcast')
@Controller('podcast')
export class PodcastController {
  constructor(private readonly podcast: PodcastService) {}

  @Get()
  @ApiOperation({ summary: 'The podcast and its episodes, newest first' })
  @ApiOkResponse({ type: PodcastOverviewDto })
  overview(): Promise<PodcastOverview> {
    return this.podcast.overview();
  }

  @Get('episodes/:idOrSlug')
  @ApiOperation({ summary: 'An episode with its show notes, chapters and timed transcript' })
  @ApiParam({
    name: 'idOrSlug',
    description: 'The episode’s slug, or its numeric id.',
    example: 'surprise-measured',
    schema: { type: 'string', maxLength: 200 },
  })
  @ApiOkResponse({ type: EpisodeDto })
  @ApiErrors({ 400: 'The slug or id is longer than 200 characters or unsafe.', 404: 'No episode has this slug or id.' })
  // A named parameter, so the shared pipe refuses NUL, lone surrogates and overlong names with 400.
  async episode(@Param('idOrSlug') idOrSlug: string): Promise<Episode> {
    const episode = await this.podcast.episode(idOrSlug);
    if (!episode) throw new NotFoundException('Episode not found');
    return episode;
  }
}
