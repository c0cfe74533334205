import { ApiProperty } from '@nestjs/swagger';
import { OptionalWholeNumber } from '../whole-number.dto.js';
import { RECENT_MESSAGES_MAX, type AudienceStats, type ContentStats, type RecentMessage } from './site-stats.js';

export class ContentStatsDto implements ContentStats {
  @ApiProperty({ type: 'integer', description: 'Published essays: those readers see.' })
  essays!: number;

  @ApiProperty({ type: 'integer' })
  drafts!: number;

  @ApiProperty({ type: 'integer', description: 'Essays that publish themselves at their time.' })
  scheduled!: number;

  @ApiProperty({ type: 'integer' })
  activeTopics!: number;
}

export class AudienceStatsDto implements AudienceStats {
  @ApiProperty({ type: 'integer', description: 'Confirmed newsletter subscribers.' })
  subscribers!: number;

  @ApiProperty({ type: 'integer', description: 'Addresses that have not confirmed yet.' })
  subscribersWaiting!: number;

  @ApiProperty({
    type: 'integer',
    description:
      "What the inbox's Waiting filter holds: contact messages and chats not answered, site notices not read.",
  })
  messagesWaiting!: number;
}

export class RecentMessageDto implements RecentMessage {
  @ApiProperty({ type: 'integer' })
  id!: number;

  @ApiProperty()
  name!: string;

  @ApiProperty({ format: 'email' })
  email!: string;

  @ApiProperty()
  subject!: string;

  @ApiProperty({ description: 'The start of the message, as plain text.' })
  excerpt!: string;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ description: 'Not answered yet.' })
  waiting!: boolean;
}

/** Query of GET /api/admin/audience/recent-messages. */
export class RecentMessagesQueryDto {
  @OptionalWholeNumber('limit', { max: RECENT_MESSAGES_MAX, default: 5 })
  limit?: number;
}
