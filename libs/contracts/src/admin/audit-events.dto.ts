import { ApiProperty } from '@nestjs/swagger';
import { OptionalWholeNumber } from '../whole-number.dto.js';
import type { ServiceAuditEvent } from './audit-events.js';

export class ServiceAuditEventDto implements ServiceAuditEvent {
  @ApiProperty({ type: 'integer' })
  id!: number;

  @ApiProperty({ format: 'date-time' })
  at!: string;

  @ApiProperty({ example: 'published “On Attention” on schedule' })
  summary!: string;

  @ApiProperty({ example: '/essay/on-attention' })
  path!: string;
}

/** Query of GET /api/internal/audit-events. */
export class AuditEventsQueryDto {
  @OptionalWholeNumber('after', {
    max: 2_147_483_647,
    default: 0,
    description: 'The id of the last event already copied; absent for the first ones.',
  })
  after?: number;
}
