import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { ApiHeader, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { ServiceAuditEvent } from '@site/contracts';
import { AuditEventsQueryDto, ServiceAuditEventDto } from '@site/contracts/dto';
import { ApiErrors, INTERNAL_TOKEN_HEADER, InternalTokenGuard } from '@site/service-kit';
import { AuditEventsRepository } from './audit-events.repository.js';

/** Read only by the gateway, which copies the events into the author's audit log. */
@ApiTags('internal')
@ApiHeader({ name: INTERNAL_TOKEN_HEADER, required: true, description: 'The secret shared with the gateway.' })
@ApiErrors({ 401: 'No internal token.', 403: 'A wrong internal token.' })
@Controller('internal/audit-events')
@UseGuards(InternalTokenGuard)
export class AuditEventsController {
  constructor(private readonly events: AuditEventsRepository) {}

  @Get()
  @ApiOperation({ summary: 'Changes the service made by itself (scheduled essays published), oldest first' })
  @ApiOkResponse({ type: ServiceAuditEventDto, isArray: true })
  @ApiErrors({ 400: 'An after that is not a positive whole number.' })
  async list(@Query() { after }: AuditEventsQueryDto): Promise<ServiceAuditEvent[]> {
    return (await this.events.after(after ?? 0)).map(({ id, at, summary, path }) => ({
      id,
      at: at.toISOString(),
      summary,
      path,
    }));
  }
}
