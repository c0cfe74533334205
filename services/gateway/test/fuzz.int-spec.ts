import http from 'node:http';
import type { OpenAPIObject } from '@nestjs/swagger';
import { BODY_DEPTH_MAX, IDENTITY_HEADER, OPENAPI_PATH, signIdentity, type CallerIdentity } from '@site/service-kit';
import {
  changedTables,
  checksums,
  type Checksums,
  type Components,
  type RunQuery,
} from '@site/service-kit/testing/fuzz';
import fc from 'fast-check';
import pg from 'pg';
import request from 'supertest';
import { badRequestsFor, type BadRequest } from './fuzz/bad-requests.js';
import { send, type RawAnswer } from './fuzz/raw-http.js';
import { fuzzTargets, hasInput, type FuzzTarget, type Role } from './fuzz/targets.js';
import { startGatewayStack, type GatewayStack } from './gateway-stack.js';
import { describeOperation } from './openapi/operations.js';
import { ADMIN, READER, seedThroughTheApi, type Seed } from './openapi/seed.js';

/**
 * Runs per operation at the process that answers it, split over parallel connections. The seed is fixed, so each
 * run tries the same inputs. 400 took this file eight minutes of CI once the admin area's operations joined, and 100
 * still four and a half beside the end-to-end lane, the longest of the integration tests by far; 50 try the same
 * kinds of bad value, fewer of their combinations. Bad text in every body field is also tried field by field, in
 * `bad-input.int-spec.ts`.
 */
const RUNS = 50;
const CONNECTIONS = 4;
/** Runs per service operation through the gateway as well, with a session cookie: it must pass refusals on. */
const GATEWAY_RUNS = 10;
const SCHEMAS = ['identity', 'content', 'learn', 'audience', 'gateway'];
// Bookkeeping every request may write: a signed-in request refreshes its session, an admin's is audited,
// a login attempt is counted. Everything else must stay as it was.
const BOOKKEEPING = new Set(['gateway.sessions', 'gateway.audit_log', 'gateway.rate_limits']);

interface Failure {
  operation: string;
  via: string;
  kind: string;
  url: string;
  status?: number;
  answer: string;
}

/** Refused with a 4xx that says why, as JSON, or closed on a body over the limit (see `send`). */
function isClearRefusal(answer: RawAnswer): boolean {
  if (answer.status === 0) return true;
  if (answer.status < 400 || answer.status >= 500 || !answer.contentType.startsWith('application/json')) return false;
  const { message } = JSON.parse(answer.body) as { message?: unknown };
  return /\w/.test(typeof message === 'string' ? message : JSON.stringify(message ?? ''));
}

describe('bad input to every write operation of the OpenAPI document', () => {
  let stack: GatewayStack;
  let app: string;
  let seed: Seed;
  let merged: OpenAPIObject;
  let services: Record<string, OpenAPIObject>;
  let db: pg.Client;
  const query: RunQuery = async (sql, parameters) => (await db.query(sql, parameters)).rows;
  const identities: Partial<Record<Role, CallerIdentity>> = {};
  const cookies: Partial<Record<Role, string>> = {};

  beforeAll(async () => {
    stack = await startGatewayStack(4800);
    const unlimited = '1000000';
    app = await stack.createGateway({
      LOGIN_LIMIT_PER_IP: unlimited,
      LOGIN_LIMIT_PER_ACCOUNT: unlimited,
      REGISTER_LIMIT_PER_IP: unlimited,
      ACCOUNT_LIMIT_PER_IP: unlimited,
      // The machine is busy with the fuzzing itself: a slow answer is not what is under test.
      UPSTREAM_TIMEOUT_MS: '60000',
    });
    seed = await seedThroughTheApi(app, stack.inbox, {
      audienceUrl: `http://127.0.0.1:${stack.ports.audience}`,
      secret: stack.env.INTERNAL_SECRET,
    });
    merged = (await request(app).get('/api/openapi.json').expect(200)).body;
    services = Object.fromEntries(
      await Promise.all(
        (['identity', 'content', 'learn', 'audience'] as const).map(async (name) => [
          name,
          (await request(`http://127.0.0.1:${stack.ports[name]}`).get(OPENAPI_PATH).expect(200)).body,
        ]),
      ),
    );
    for (const [role, credentials] of [
      ['reader', READER],
      ['admin', ADMIN],
    ] as const) {
      const { username, password } = credentials;
      const login = await request(app).post('/api/login').send({ username, password }).expect(200);
      const user = login.body as { id: number; isAdmin: boolean; email: string };
      identities[role] = { userId: user.id, isAdmin: user.isAdmin, email: user.email };
      cookies[role] = login.headers['set-cookie'][0].split(';')[0];
    }
    db = new pg.Client({ connectionString: stack.env.DATABASE_URL });
    await db.connect();
  }, 180_000);
  afterAll(async () => {
    await db?.end();
    await stack?.stop();
  });

  /** Where a request goes and as whom: at the owning service with the identity the gateway signs, or through the gateway. */
  function routeFor(target: FuzzTarget, viaGateway: boolean) {
    if (viaGateway || target.owner === 'gateway') {
      const cookie = cookies[target.role];
      return { base: app, headers: (): Record<string, string> => (cookie ? { cookie } : {}) };
    }
    const identity = identities[target.role];
    return {
      base: `http://127.0.0.1:${stack.ports[target.owner as 'identity']}`,
      headers: (): Record<string, string> => ({
        'x-forwarded-for': '127.0.0.1',
        ...(identity ? { [IDENTITY_HEADER]: signIdentity(identity, stack.env.INTERNAL_SECRET) } : {}),
      }),
    };
  }

  /** Sends `runs` generated bad requests over `connections` connections; answers the first failure of each. */
  async function fuzz(target: FuzzTarget, runs: number, connections: number, viaGateway: boolean) {
    const route = routeFor(target, viaGateway);
    const requests = badRequestsFor(target, seed.items, merged.components?.schemas as Components);
    const via = viaGateway || target.owner === 'gateway' ? 'gateway' : target.owner;
    const failures: Failure[] = [];
    await Promise.all(
      Array.from({ length: connections }, async (_, connection) => {
        const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
        let last: { bad: BadRequest; answer?: RawAnswer; error?: unknown } | undefined;
        try {
          const result = await fc.check(
            fc.asyncProperty(requests, async (bad) => {
              last = { bad };
              try {
                last.answer = await send(agent, {
                  method: target.operation.method.toUpperCase(),
                  url: route.base + bad.url,
                  headers: { ...route.headers(), ...(bad.contentType ? { 'content-type': bad.contentType } : {}) },
                  body: bad.body,
                });
              } catch (error) {
                last.error = error;
                return false;
              }
              return isClearRefusal(last.answer);
            }),
            // Each connection its own share of runs and seed; no shrinking: the first bad answer is reported as is.
            { numRuns: Math.ceil(runs / connections), seed: 20_261_123 + connection, endOnFailure: true },
          );
          if (result.failed && last)
            failures.push({
              operation: describeOperation(target.operation),
              via,
              kind: last.bad.kind,
              url: last.bad.url.slice(0, 200),
              status: last.answer?.status,
              answer: (last.answer?.body ?? String(last.error)).slice(0, 300),
            });
        } finally {
          agent.destroy();
        }
      }),
    );
    return failures;
  }

  /** The database once the seed's mail has gone out: two looks a second apart that agree. */
  async function settledChecksums(): Promise<Checksums> {
    let previous = await checksums(query, SCHEMAS, BOOKKEEPING);
    for (let tries = 0; tries < 30; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const current = await checksums(query, SCHEMAS, BOOKKEEPING);
      if (changedTables(previous, current).length === 0) return current;
      previous = current;
    }
    throw new Error('The database kept changing before the fuzzing began');
  }

  it('answers the requests that reached a 500 (issue 12, and what fuzzing found) with a 400 and a message', async () => {
    const { courses, attempts, answers, essays, topics } = seed.items;
    for (const path of ['/api/essays?topic=%00', '/api/essays?tag=%00']) {
      expect((await seed.visitor('get', path).expect(400)).body.message).toMatch(/query parameter/);
    }
    for (const path of [
      `/api/elearning/courses/%00/enroll`,
      `/api/elearning/courses/${courses}/lessons/%00/complete`,
    ]) {
      expect((await seed.reader('post', path).expect(400)).body.message).toMatch(/contains a NUL/);
    }
    // About 4 KB of arrays 2,000 deep, which overflowed the stack in validation.
    const deep = `${'['.repeat(2000)}${']'.repeat(2000)}`;
    for (const [caller, method, path, body] of [
      ['visitor', 'post', '/api/login', `{"username":${deep},"password":"x"}`],
      ['visitor', 'post', '/api/register', `{"name":${deep}}`],
      ['reader', 'post', '/api/games/results', `{"game":"minesweeper","level":"expert","timeMs":${deep}}`],
      ['reader', 'put', `/api/elearning/attempts/${attempts}/answers/${answers}`, `{"answer":${deep}}`],
    ] as const) {
      const response = await seed[caller](method, path).set('content-type', 'application/json').send(body).expect(400);
      expect(response.body.message).toBe(
        `The request body is nested too deeply: at most ${BODY_DEPTH_MAX} levels of objects and arrays.`,
      );
    }
    const foundByFuzzing = [
      seed
        .visitor('post', '/api/register')
        .send({ name: 'Lone', username: 'lone', email: 'lone\uD800@example.org', password: 'a-long-passphrase-8' }),
      seed.admin('patch', `/api/admin/topics/${topics}`).send({ description: null }),
      seed
        .admin('put', `/api/admin/essays/${essays}/cover`)
        .set('content-type', 'multipart/form-data; boundary=fuzz-boundary')
        .send('--fuzz-boundary\r\nnot a part header'),
    ];
    for (const response of await Promise.all(foundByFuzzing)) {
      expect(response.status).toBe(400);
      expect(JSON.stringify(response.body.message)).toMatch(/\w/);
    }
  });

  it(`refuses each bad request with a 4xx and a message, ${RUNS} runs per operation, and stores nothing`, async () => {
    const targets = fuzzTargets(merged, services);
    const fuzzed = targets.filter(hasInput);
    // Logging out and removing one's picture take no input at all.
    expect(targets.filter((target) => !hasInput(target)).map((target) => describeOperation(target.operation))).toEqual([
      'POST /api/logout',
      'DELETE /api/user/avatar',
    ]);
    expect(fuzzed.length).toBeGreaterThanOrEqual(55);

    const failures: Failure[] = [];
    const stored: string[] = [];
    const timings: string[] = [];
    const started = Date.now();
    let before = await settledChecksums();
    for (const target of fuzzed) {
      const at = Date.now();
      failures.push(...(await fuzz(target, RUNS, CONNECTIONS, false)));
      if (target.owner !== 'gateway') failures.push(...(await fuzz(target, GATEWAY_RUNS, 1, true)));
      const after = await checksums(query, SCHEMAS, BOOKKEEPING);
      const changed = changedTables(before, after);
      if (changed.length > 0) stored.push(`${describeOperation(target.operation)} changed ${changed.join(', ')}`);
      before = after;
      timings.push(
        `${describeOperation(target.operation)} as ${target.role} at ${target.owner}: ${Date.now() - at} ms`,
      );
    }
    const seconds = (Date.now() - started) / 1000;
    console.log(
      `Fuzzed ${fuzzed.length} write operations, ${RUNS} runs each at their owner and ${GATEWAY_RUNS} through the ` +
        `gateway, in ${seconds.toFixed(1)} s:\n${timings.join('\n')}`,
    );
    expect({ failures, stored }).toEqual({ failures: [], stored: [] });
  }, 900_000);
});
