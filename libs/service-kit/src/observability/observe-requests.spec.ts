import type { LoggerService } from '@nestjs/common';
import Fastify, { type FastifyInstance } from 'fastify';
import { Metrics } from './metrics.js';
import { observeRequests, UNMATCHED_ROUTE } from './observe-requests.js';
import { currentRequestId } from './request-context.js';
import { requestIdFor } from './request-id.js';

const UUID = /^[0-9a-f-]{36}$/;

interface Line {
  level: string;
  message: unknown;
  fields: Record<string, unknown>;
}

function observedApp() {
  const lines: Line[] = [];
  const logger: LoggerService = {
    log: (message, fields) => lines.push({ level: 'log', message, fields }),
    error: (message, fields) => lines.push({ level: 'error', message, fields }),
    warn: () => undefined,
  };
  const metrics = new Metrics();
  const app = Fastify({ genReqId: requestIdFor });
  observeRequests(app, { metrics, logger });
  // What a handler sees after its body was read: the id must still be known there.
  app.post('/api/essays/:slug/comments', async () => {
    await new Promise((resolve) => setTimeout(resolve, 5));
    return { seenId: currentRequestId() };
  });
  app.get('/api/broken', async () => {
    throw new Error('database went away');
  });
  return { app, lines, metrics };
}

let app: FastifyInstance;
let lines: Line[];
let metrics: Metrics;
let url: string;

beforeEach(async () => {
  ({ app, lines, metrics } = observedApp());
  url = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterEach(() => app.close());

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
const get = (path: string, headers: Record<string, string> = {}) => fetch(`${url}${path}`, { headers });

describe('observeRequests', () => {
  it('keeps a well-formed X-Request-Id, echoes it, and knows it in the handler after the body is read', async () => {
    const response = await post('/api/essays/on-time/comments', { text: 'hello' }, { 'x-request-id': 'trace-7.a_b' });
    expect(response.headers.get('x-request-id')).toBe('trace-7.a_b');
    expect(await response.json()).toEqual({ seenId: 'trace-7.a_b' });
  });

  it('answers a malformed or missing id with a new UUID, also on 404 and 500', async () => {
    const missing = await get('/nowhere');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('x-request-id')).toMatch(UUID);
    const malformed = await get('/api/broken', { 'x-request-id': 'a b' });
    expect(malformed.status).toBe(500);
    expect(malformed.headers.get('x-request-id')).toMatch(UUID);
    expect(malformed.headers.get('x-request-id')).not.toBe(missing.headers.get('x-request-id'));
  });

  it('counts answers by route pattern and status, never by path or query', async () => {
    for (const slug of ['one', 'two']) await post(`/api/essays/${slug}/comments?token=abc`, {});
    await get('/api/broken');
    await get('/secret-path-123');
    const text = await metrics.text();
    expect(text).toContain('http_requests_total{method="POST",route="/api/essays/:slug/comments",status="200"} 2');
    expect(text).toContain('http_requests_total{method="GET",route="/api/broken",status="500"} 1');
    expect(text).toContain(`http_requests_total{method="GET",route="${UNMATCHED_ROUTE}",status="404"} 1`);
    expect(text).toContain(
      'http_request_duration_seconds_count{method="POST",route="/api/essays/:slug/comments",status="200"} 2',
    );
    expect(text).not.toMatch(/token=abc|secret-path-123|\/api\/essays\/one/);
  });

  it('logs one line per request with its id, method, route, status and duration, and 5xx as errors', async () => {
    await post(
      '/api/essays/one/comments?token=abc',
      { password: 'hunter2' },
      { 'x-request-id': 'req-1', cookie: 'sid=s3cret' },
    );
    await get('/api/broken', { 'x-request-id': 'req-2' });
    expect(lines).toEqual([
      {
        level: 'log',
        message: 'request answered',
        fields: {
          requestId: 'req-1',
          method: 'POST',
          route: '/api/essays/:slug/comments',
          status: 200,
          durationMs: expect.any(Number),
        },
      },
      {
        level: 'error',
        message: 'request answered',
        fields: {
          requestId: 'req-2',
          method: 'GET',
          route: '/api/broken',
          status: 500,
          durationMs: expect.any(Number),
        },
      },
    ]);
    expect(lines[0].fields.durationMs).toBeGreaterThanOrEqual(5);
    expect(JSON.stringify(lines)).not.toMatch(/token|abc|s3cret|hunter2/);
  });
});
