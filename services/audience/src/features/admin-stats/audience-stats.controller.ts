import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AudienceStats, RecentMessage } from '@site/contracts';
import { AudienceStatsDto, RecentMessageDto, RecentMessagesQueryDto } from '@site/contracts/dto';
import { AdminGuard, ApiAdminOnly, ApiErrors } from '@site/service-kit';
import { AudienceStatsRepository } from './audience-stats.repository.js';
import { excerptOf } from './message-excerpt.js';

const DEFAULT_LIMIT = 5;

@ApiTags('admin')
@ApiAdminOnly()
@Controller('admin/audience')
@UseGuards(AdminGuard)
export class AudienceStatsController {
  constructor(private readonly stats: AudienceStatsRepository) {}

  @Get('stats')
  @ApiOperation({ summary: 'How many subscribers there are, and how many messages wait in the inbox' })
  @ApiOkResponse({ type: AudienceStatsDto })
  async get(): Promise<AudienceStats> {
    const { confirmed, waiting, messagesWaiting } = await this.stats.counts();
    return { subscribers: confirmed, subscribersWaiting: waiting, messagesWaiting };
  }

  @Get('recent-messages')
  @ApiOperation({ summary: 'The latest contact messages, newest first, each cut to its start' })
  @ApiOkResponse({ type: RecentMessageDto, isArray: true })
  @ApiErrors({ 400: 'A limit that is not a whole number from 1 to 20.' })
  async recent(@Query() { limit }: RecentMessagesQueryDto): Promise<RecentMessage[]> {
    const rows = await this.stats.recentMessages(limit ?? DEFAULT_LIMIT);
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      subject: row.subject,
      excerpt: excerptOf(row.message),
      createdAt: row.createdAt.toISOString(),
      waiting: row.answeredAt === null,
    }));
  }
}
