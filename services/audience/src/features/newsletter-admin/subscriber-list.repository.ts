import { Injectable } from '@nestjs/common';
import { SUBSCRIBER_STATUSES, type SubscriberCounts, type SubscriberStatus } from '@site/contracts';
import { DataSource, Repository } from 'typeorm';
import { SubscriberEntity } from '../newsletter/subscriber.entity.js';

export interface SubscriberFilter {
  status?: SubscriberStatus;
  /** Part of an address. */
  q?: string;
  page: number;
  pageSize: number;
}

/** `%`, `_` and `\` match themselves in a LIKE pattern built from a search. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** The list of addresses as the admin browses it. */
@Injectable()
export class SubscriberListRepository {
  private readonly subscribers: Repository<SubscriberEntity>;

  constructor(dataSource: DataSource) {
    this.subscribers = dataSource.getRepository(SubscriberEntity);
  }

  /** One page of the matching addresses, newest first, and how many match on all pages. */
  async page({ status, q, page, pageSize }: SubscriberFilter): Promise<{ items: SubscriberEntity[]; total: number }> {
    const query = this.subscribers
      .createQueryBuilder('subscriber')
      .orderBy('subscriber.createdAt', 'DESC')
      .addOrderBy('subscriber.id', 'DESC')
      .skip((page - 1) * pageSize)
      .take(pageSize);
    if (status) query.andWhere('subscriber.status = :status', { status });
    // Addresses are kept lower-cased.
    if (q) query.andWhere('subscriber.email LIKE :pattern', { pattern: `%${likeLiteral(q.toLowerCase())}%` });
    const [items, total] = await query.getManyAndCount();
    return { items, total };
  }

  /** Every address by status. */
  async counts(): Promise<SubscriberCounts> {
    const rows = await this.subscribers
      .createQueryBuilder('subscriber')
      .select('subscriber.status', 'status')
      .addSelect('COUNT(*)::int', 'count')
      .groupBy('subscriber.status')
      .getRawMany<{ status: SubscriberStatus; count: number }>();
    const counts = Object.fromEntries(SUBSCRIBER_STATUSES.map((status) => [status, 0])) as SubscriberCounts;
    for (const { status, count } of rows) counts[status] = Number(count);
    return counts;
  }
}
