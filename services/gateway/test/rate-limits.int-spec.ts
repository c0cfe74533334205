import Fastify, { type FastifyInstance } from 'fastify';
import request from 'supertest';
import { dataSourceOptions, openDataSource } from '@site/service-kit';
import { openTestStore, STORE_KINDS, type TestStore } from '@site/service-kit/testing';
import type { DataSource } from 'typeorm';
import { gatewayConfig } from '../src/config.js';
import { RateLimits1734100000000 } from '../src/database/migrations/1734100000000-rate-limits.js';
import { authRateLimitsPlugin, TOO_MANY_ATTEMPTS } from '../src/features/security/auth-rate-limits.js';
import { pgRateLimitStore } from '../src/features/security/pg-rate-limit-store.js';

/** The gateway's database as a replica opens it: its own connection pool, the migrations run. */
const openGatewayDatabase = (store: TestStore) =>
  openDataSource(
    dataSourceOptions(gatewayConfig({ DATABASE_URL: store.databaseUrl, ...store.env }), {
      schema: 'gateway',
      entities: [],
      migrations: [RateLimits1734100000000],
    }),
  );

/** One gateway replica's rate limits in front of a login that always fails. */
async function gatewayReplica(dataSource: DataSource): Promise<FastifyInstance> {
  const app = Fastify();
  const config = gatewayConfig({ LOGIN_LIMIT_PER_ACCOUNT: '3', LOGIN_LIMIT_PER_IP: '1000' });
  await app.register(authRateLimitsPlugin, { config, dataSource });
  app.post('/api/login', async (_request, reply) => reply.code(401).send({ message: 'Invalid username or password' }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app;
}

const login = (app: FastifyInstance, username: string) =>
  request(app.server).post('/api/login').send({ username, password: 'a-wrong-guess' });

/** The counter's hit count and milliseconds left, as the rate-limit plugin asks for them. */
function hit(store: InstanceType<ReturnType<typeof pgRateLimitStore>>, key: string, windowMs: number) {
  return new Promise<{ current: number; ttl: number }>((resolve, reject) =>
    store.incr(key, (error, result) => (error ? reject(error) : resolve(result!)), windowMs, 3),
  );
}

describe.each(STORE_KINDS)('rate-limit counters on %s', (kind) => {
  let store: TestStore;
  let dataSource: DataSource;

  beforeAll(async () => {
    store = await openTestStore(kind, 'gateway_rate_limits');
    dataSource = await openGatewayDatabase(store);
  }, 60_000);
  afterAll(async () => {
    await dataSource?.destroy();
    await store?.drop();
  });

  it('counts hits per key within a window and starts over when it ends', async () => {
    const Store = pgRateLimitStore(dataSource);
    const counter = new Store({});
    // Two seconds: wide enough that a busy CI machine's hits still fall in one window.
    expect(await hit(counter, 'window:a', 2_000)).toMatchObject({ current: 1 });
    const second = await hit(counter, 'window:a', 2_000);
    expect(second.current).toBe(2);
    expect(second.ttl).toBeGreaterThan(0);
    expect(second.ttl).toBeLessThanOrEqual(2_000);
    expect(await hit(counter, 'window:b', 2_000)).toMatchObject({ current: 1 });
    await new Promise((resolve) => setTimeout(resolve, 2_050));
    expect(await hit(counter, 'window:a', 2_000)).toMatchObject({ current: 1 });
  });

  it('deletes counters whose window has ended', async () => {
    const counter = new (pgRateLimitStore(dataSource, { sweepEveryMs: 0 }))({});
    await hit(counter, 'sweep:old', 100);
    await new Promise((resolve) => setTimeout(resolve, 150));
    await hit(counter, 'sweep:new', 60_000);
    const keys = async () =>
      (await dataSource.query<{ key: string }[]>(`SELECT key FROM gateway.rate_limits WHERE key LIKE 'sweep:%'`)).map(
        (row) => row.key,
      );
    // The sweep runs after the hit has been answered.
    for (let tries = 0; tries < 200 && (await keys()).includes('sweep:old'); tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(await keys()).toEqual(['sweep:new']);
  });

  it('answers 429 with its message once an account has used its logins', async () => {
    const app = await gatewayReplica(dataSource);
    try {
      for (let i = 0; i < 3; i += 1) expect((await login(app, `single-${kind}`)).status).toBe(401);
      const blocked = await login(app, `single-${kind}`);
      expect(blocked.status).toBe(429);
      expect(blocked.body).toEqual({ statusCode: 429, message: TOO_MANY_ATTEMPTS });
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(800);
    } finally {
      await app.close();
    }
  });
});

describe('rate limits across two gateway replicas on PostgreSQL', () => {
  let store: TestStore;
  const databases: DataSource[] = [];
  let first: FastifyInstance;
  let second: FastifyInstance;

  beforeAll(async () => {
    store = await openTestStore('PostgreSQL', 'gateway_rate_limits_shared');
    // Each replica has its own pool: only the database is shared.
    databases.push(await openGatewayDatabase(store), await openGatewayDatabase(store));
    first = await gatewayReplica(databases[0]);
    second = await gatewayReplica(databases[1]);
  }, 60_000);
  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
    await Promise.all(databases.map((database) => database.destroy()));
    await store?.drop();
  });

  it('counts an account’s logins on either replica against one limit', async () => {
    expect((await login(first, 'ada')).status).toBe(401);
    expect((await login(second, 'ada')).status).toBe(401);
    expect((await login(first, 'ada')).status).toBe(401);
    expect((await login(second, 'ada')).status).toBe(429);
    expect((await login(first, 'ada')).status).toBe(429);
    // Another account is not held back by that.
    expect((await login(second, 'grace')).status).toBe(401);
  });

  it('lets exactly the limit through when both replicas are hit at the same moment', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => login(i % 2 === 0 ? first : second, 'burst')),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(17);
  });
});
