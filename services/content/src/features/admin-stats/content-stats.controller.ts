import { Controller, Get, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { ContentStats } from '@site/contracts';
import { ContentStatsDto } from '@site/contracts/dto';
import { AdminGuard, ApiAdminOnly } from '@site/service-kit';
import { ContentStatsRepository } from './content-stats.repository.js';

@ApiTags('admin')
@ApiAdminOnly()
@Controller('admin/content')
@UseGuards(AdminGuard)
export class ContentStatsController {
  constructor(private readonly stats: ContentStatsRepository) {}

  @Get('stats')
  @ApiOperation({ summary: 'How many essays there are by status, and how many topics are active' })
  @ApiOkResponse({ type: ContentStatsDto })
  async get(): Promise<ContentStats> {
    const [essays, drafts, scheduled, activeTopics] = await Promise.all([
      this.stats.essaysWithStatus('published'),
      this.stats.essaysWithStatus('draft'),
      this.stats.essaysWithStatus('scheduled'),
      this.stats.activeTopics(),
    ]);
    return { essays, drafts, scheduled, activeTopics };
  }
}
