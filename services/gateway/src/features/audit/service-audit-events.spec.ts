import { jest } from '@jest/globals';
import { AUDIT_EVENTS_PAGE, type ServiceAuditEvent } from '@site/contracts';
import type { GatewayConfig } from '../../config.js';
import type { Upstreams } from '../proxy/upstreams.js';
import type { AuditLogRepository, CopiedAuditEntry } from './audit-log.repository.js';
import { ServiceAuditEvents } from './service-audit-events.js';

const event = (id: number): ServiceAuditEvent => ({
  id,
  at: '2026-12-01T09:00:05.000Z',
  summary: `published “Essay ${id}” on schedule`,
  path: `/essay/essay-${id}`,
});

/** The content service's events endpoint answering from `events`, a page at a time, or with `status`. */
function setup(events: ServiceAuditEvent[], { status = 200, last = 0 } = {}) {
  const requests: { path: string; headers: Record<string, string> }[] = [];
  const upstreams = {
    pool: () => ({
      request: async ({ path, headers }: { path: string; headers: Record<string, string> }) => {
        requests.push({ path, headers });
        const after = Number(new URL(path, 'http://x').searchParams.get('after'));
        const page = events.filter((e) => e.id > after).slice(0, AUDIT_EVENTS_PAGE);
        return { statusCode: status, body: { json: async () => page, dump: async () => undefined } };
      },
    }),
  } as unknown as Upstreams;
  let copiedUpTo = last;
  const copied: CopiedAuditEntry[][] = [];
  const repository = {
    lastCopied: jest.fn(async () => copiedUpTo),
    copy: jest.fn(async (entries: CopiedAuditEntry[]) => {
      copied.push(entries);
      copiedUpTo = Math.max(copiedUpTo, ...entries.map((e) => e.sourceId));
    }),
  };
  const copier = new ServiceAuditEvents(repository as unknown as AuditLogRepository, upstreams, {
    internalSecret: 'secret',
  } as GatewayConfig);
  return { copier, requests, copied, repository };
}

describe('ServiceAuditEvents', () => {
  it("copies the content service's events after the last copied, as the site's own entries", async () => {
    const { copier, requests, copied } = setup([event(4), event(5)], { last: 3 });
    await copier.copy();
    expect(requests).toEqual([
      { path: '/api/internal/audit-events?after=3', headers: { 'x-internal-token': 'secret' } },
    ]);
    expect(copied).toEqual([
      [4, 5].map((id) => ({
        at: new Date('2026-12-01T09:00:05.000Z'),
        userId: null,
        userName: null,
        userEmail: null,
        method: '',
        path: `/essay/essay-${id}`,
        summary: `published “Essay ${id}” on schedule`,
        status: 200,
        ip: '',
        userAgent: '',
        source: 'content',
        sourceId: id,
      })),
    ]);
  });

  it('reads page after page until a short one', async () => {
    const events = Array.from({ length: AUDIT_EVENTS_PAGE + 1 }, (_, i) => event(i + 1));
    const { copier, requests, copied } = setup(events);
    await copier.copy();
    expect(requests.map((r) => r.path)).toEqual([
      '/api/internal/audit-events',
      `/api/internal/audit-events?after=${AUDIT_EVENTS_PAGE}`,
    ]);
    expect(copied.flat()).toHaveLength(AUDIT_EVENTS_PAGE + 1);
  });

  it('copies nothing, and throws nothing, when the service does not answer well', async () => {
    const { copier, repository } = setup([event(1)], { status: 503 });
    await expect(copier.copy()).resolves.toBeUndefined();
    expect(repository.copy).not.toHaveBeenCalled();
  });
});
