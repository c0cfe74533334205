import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { AUDIT_EVENTS_PAGE, type ServiceAuditEvent } from '@site/contracts';
import { INTERNAL_TOKEN_HEADER, SERVICE_CONFIG } from '@site/service-kit';
import type { GatewayConfig, ServiceName } from '../../config.js';
import { Upstreams } from '../proxy/upstreams.js';
import { AuditLogRepository } from './audit-log.repository.js';

/** The services that change things by themselves (the content service publishes scheduled essays). */
const SOURCES: readonly ServiceName[] = ['content'];

/** How often the events are copied when no one reads the log meanwhile. */
const AUDIT_COPY_MS = 10_000;

/**
 * Copies into the audit log what services did by themselves, which no request of the author's shows: each service
 * keeps such events in the transaction that made the change, and the gateway asks for those after the last it
 * copied, on a timer and before every read of the log. A service that does not answer is asked again next time.
 */
@Injectable()
export class ServiceAuditEvents implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(ServiceAuditEvents.name);
  private timer: NodeJS.Timeout | undefined;
  private copying: Promise<void> | null = null;

  constructor(
    private readonly repository: AuditLogRepository,
    private readonly upstreams: Upstreams,
    @Inject(SERVICE_CONFIG) private readonly config: GatewayConfig,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.copy(), AUDIT_COPY_MS);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.copying;
  }

  /** Copies what is new; a copy already running is waited for rather than started twice. */
  copy(): Promise<void> {
    // `copyFrom` logs its own failures and never rejects.
    this.copying ??= Promise.all(SOURCES.map((source) => this.copyFrom(source))).then(() => {
      this.copying = null;
    });
    return this.copying;
  }

  private async copyFrom(source: ServiceName): Promise<void> {
    try {
      for (;;) {
        const events = await this.eventsAfter(source, await this.repository.lastCopied(source));
        await this.repository.copy(
          events.map((event) => ({
            at: new Date(event.at),
            userId: null,
            userName: null,
            userEmail: null,
            method: '',
            path: event.path,
            summary: event.summary,
            status: 200,
            ip: '',
            userAgent: '',
            source,
            sourceId: event.id,
          })),
        );
        if (events.length < AUDIT_EVENTS_PAGE) return;
      }
    } catch (error) {
      this.logger.warn(`The ${source} service's audit events were not copied: ${(error as Error).message}`);
    }
  }

  private async eventsAfter(source: ServiceName, after: number): Promise<ServiceAuditEvent[]> {
    const response = await this.upstreams.pool(source).request({
      method: 'GET',
      path: after > 0 ? `/api/internal/audit-events?after=${after}` : '/api/internal/audit-events',
      headers: { [INTERNAL_TOKEN_HEADER]: this.config.internalSecret },
    });
    if (response.statusCode !== 200) {
      await response.body.dump();
      throw new Error(`it answered ${response.statusCode}`);
    }
    return (await response.body.json()) as ServiceAuditEvent[];
  }
}
