import { Injectable, Logger } from '@nestjs/common';
import type { AuditEntry, AuditPage } from '@site/contracts';
import { IdentityClient } from '../auth/identity-client.js';
import type { AuditEntryEntity } from './audit-entry.entity.js';
import { AuditLogRepository, type AuditFilter } from './audit-log.repository.js';
import { OperationSummaries } from './operation-summaries.js';
import { ServiceAuditEvents } from './service-audit-events.js';

/** What the gateway saw of one admin action. */
export interface ObservedAction {
  userId: number;
  email: string;
  method: string;
  path: string;
  status: number;
  ip: string;
  userAgent: string;
  details: Record<string, unknown> | null;
  /** Set by the gateway's own handlers; else the operation's documented summary is looked up. */
  summary?: string;
}

const clip = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text);

export const toAuditEntry = (row: AuditEntryEntity): AuditEntry => ({
  id: row.id,
  at: row.at.toISOString(),
  userId: row.userId,
  userName: row.userName,
  userEmail: row.userEmail,
  method: row.method,
  path: row.path,
  summary: row.summary,
  status: row.status,
  ip: row.ip,
  userAgent: row.userAgent,
  details: row.details,
});

@Injectable()
export class AuditLog {
  private readonly logger = new Logger(AuditLog.name);

  constructor(
    private readonly repository: AuditLogRepository,
    private readonly summaries: OperationSummaries,
    private readonly identity: IdentityClient,
    private readonly serviceEvents: ServiceAuditEvents,
  ) {}

  /** Writes the entry; a failure is logged, never passed to the caller, whose answer is already sent. */
  async record(action: ObservedAction): Promise<void> {
    try {
      const [summary, user] = await Promise.all([
        action.summary ?? this.summaries.summaryOf(action.method, action.path),
        this.identity.findUser(action.userId).catch(() => null),
      ]);
      await this.repository.add({
        userId: action.userId,
        userName: user ? clip(user.name, 200) : null,
        userEmail: clip(user?.email ?? action.email, 320),
        method: action.method,
        path: clip(action.path, 2000),
        summary: clip(summary ?? `${action.method} ${action.path}`, 300),
        status: action.status,
        ip: clip(action.ip, 64),
        userAgent: clip(action.userAgent, 500),
        details: action.details,
      });
    } catch (error) {
      this.logger.error(`An admin action was not recorded: ${(error as Error).message}`);
    }
  }

  /**
   * An action no admin session shows: a team's deploy token (`by` names it), or the site's own (`by` null), such as a
   * canary withdrawn by its error rate. A failure is logged, never passed on.
   */
  async recordOther(
    action: Omit<ObservedAction, 'userId' | 'email' | 'summary'> & { by: string | null; summary: string },
  ) {
    try {
      await this.repository.add({
        userId: null,
        userName: action.by === null ? null : clip(action.by, 200),
        userEmail: null,
        method: action.method,
        path: clip(action.path, 2000),
        summary: clip(action.summary, 300),
        status: action.status,
        ip: clip(action.ip, 64),
        userAgent: clip(action.userAgent, 500),
        details: action.details,
      });
    } catch (error) {
      this.logger.error(`An action was not recorded: ${(error as Error).message}`);
    }
  }

  /** The author reads what services did by themselves up to now, not as of the last copy. */
  async page(filter: AuditFilter, page: number, pageSize: number): Promise<AuditPage> {
    await this.serviceEvents.copy();
    const { items, total } = await this.repository.page(filter, page, pageSize);
    return { items: items.map(toAuditEntry), total, page, pageSize };
  }
}
