import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { AUDIT_EVENTS_PAGE } from '@site/contracts';
import { MoreThan, Repository } from 'typeorm';
import { AuditEventEntity } from './audit-event.entity.js';

@Injectable()
export class AuditEventsRepository {
  constructor(@InjectRepository(AuditEventEntity) private readonly events: Repository<AuditEventEntity>) {}

  /** The events after the one with id `after`, oldest first, a page at a time. */
  after(after: number): Promise<AuditEventEntity[]> {
    return this.events.find({ where: { id: MoreThan(after) }, order: { id: 'ASC' }, take: AUDIT_EVENTS_PAGE });
  }
}
