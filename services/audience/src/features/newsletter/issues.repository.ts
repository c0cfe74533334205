import { Injectable } from '@nestjs/common';
import { DataSource, IsNull, Not, Repository } from 'typeorm';
import { NewsletterIssueEntity } from './newsletter-issue.entity.js';

/** An issue of the shipped archive: sent already. */
export type NewIssue = Pick<NewsletterIssueEntity, 'subject' | 'html' | 'sentAt'>;

@Injectable()
export class IssuesRepository {
  private readonly issues: Repository<NewsletterIssueEntity>;

  constructor(dataSource: DataSource) {
    this.issues = dataSource.getRepository(NewsletterIssueEntity);
  }

  /** Sent issues, newest first. */
  listSent(limit: number): Promise<NewsletterIssueEntity[]> {
    return this.issues.find({
      select: { id: true, subject: true, html: true, sentAt: true },
      where: { sentAt: Not(IsNull()) },
      order: { sentAt: 'DESC', id: 'DESC' },
      take: limit,
    });
  }

  /** Adds the issues whose subject is not there yet; answers how many it added. */
  async addMissing(issues: NewIssue[]): Promise<number> {
    if (issues.length === 0) return 0;
    const rows = issues.map((issue) => ({ ...issue, status: 'sent' as const }));
    const result = await this.issues.createQueryBuilder().insert().values(rows).orIgnore().returning('id').execute();
    return (result.raw as unknown[]).length;
  }
}
