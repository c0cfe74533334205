import type { OpenAPIObject } from '@nestjs/swagger';
import { sendBadTextBodies, settledChecksums, type RunQuery } from '@site/service-kit/testing/fuzz';
import pg from 'pg';
import request from 'supertest';
import { startGatewayStack, type GatewayStack } from './gateway-stack.js';

/** Bodies per write operation: each goes through the gateway, and those it lets through on to a service. */
const RUNS = 30;

const valid = { name: 'Grace', username: 'grace', email: 'grace@example.org', password: 'a-long-passphrase-9' };

describe('bad input to register and login', () => {
  let stack: GatewayStack;
  let app: string;

  beforeAll(async () => {
    stack = await startGatewayStack(4330);
    app = await stack.createGateway({
      REGISTER_LIMIT_PER_IP: '100',
      LOGIN_LIMIT_PER_IP: '100',
      LOGIN_LIMIT_PER_ACCOUNT: '100',
    });
  }, 120_000);
  afterAll(() => stack?.stop());

  const registerCases: [string, Record<string, unknown>][] = [
    ['a missing field', { name: valid.name, username: valid.username, password: valid.password }],
    ['a wrong-typed field', { ...valid, username: 12345 }],
    ['an oversized password', { ...valid, password: 'x'.repeat(129) }],
    ['an oversized name', { ...valid, name: 'n'.repeat(101) }],
    ['an extra field', { ...valid, isAdmin: true }],
    ['a malformed email', { ...valid, email: 'not-an-email' }],
  ];

  it.each(registerCases)('register with %s gets 400 with a message and stores nothing', async (_case, body) => {
    const response = await request(app).post('/api/register').send(body);
    expect(response.status).toBe(400);
    expect(JSON.stringify(response.body.message)).toMatch(/\w+/);
    // Nothing was stored: no account answers to those details.
    const login = await request(app).post('/api/login').send({ username: valid.username, password: valid.password });
    expect(login.status).toBe(401);
  });

  it('register with a body that is not JSON gets 400', async () => {
    const response = await request(app).post('/api/register').set('content-type', 'application/json').send('{"name":');
    expect(response.status).toBe(400);
  });

  const loginCases: [string, Record<string, unknown>][] = [
    ['a missing password', { username: 'grace' }],
    ['a wrong-typed username', { username: ['grace'], password: 'x-password-1' }],
    ['an oversized password', { username: 'grace', password: 'p'.repeat(129) }],
    ['an extra field', { username: 'grace', password: 'x-password-1', remember: 'forever' }],
  ];

  it.each(loginCases)('login with %s gets 400 with a message', async (_case, body) => {
    const response = await request(app).post('/api/login').send(body);
    expect(response.status).toBe(400);
    expect(JSON.stringify(response.body.message)).toMatch(/\w+/);
  });

  it('after all that, the valid account registers once and then conflicts', async () => {
    await request(app).post('/api/register').send(valid).expect(201);
    const again = await request(app).post('/api/register').send(valid);
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/taken|exists/);
  });

  it(`refuses bad text in any body field of every write operation, the proxied ones too, ${RUNS} bodies each, and stores nothing`, async () => {
    const db = new pg.Client({ connectionString: stack.env.DATABASE_URL });
    await db.connect();
    try {
      const query: RunQuery = async (sql, parameters) => (await db.query(sql, parameters)).rows;
      const schemas = ['identity', 'content', 'learn', 'audience', 'gateway'];
      // A request's own bookkeeping: its attempt counted against the rate limits.
      const bookkeeping = new Set(['gateway.rate_limits']);
      const before = await settledChecksums(query, schemas, bookkeeping);
      const document = (await request(app).get('/api/openapi.json').expect(200)).body as OpenAPIObject;
      // A NUL in the address of a password reset answered 500 with PostgreSQL's own code and text.
      const reset = await request(app).post('/api/account/password-reset').send({ email: 'a\u0000b@example.org' });
      expect(reset.status).toBe(400);
      expect(reset.body.message).toBe('email contains a NUL or control character.');
      const { operations, failures } = await sendBadTextBodies(app, document, { runs: RUNS });
      expect(operations).toEqual(
        expect.arrayContaining(['POST /api/login', 'POST /api/register', 'POST /api/account/password-reset']),
      );
      expect(failures).toEqual([]);
      expect(await settledChecksums(query, schemas, bookkeeping)).toEqual(before);
    } finally {
      await db.end();
    }
  }, 600_000);

  it('a too-large body gets 413, not 500', async () => {
    const response = await request(app)
      .post('/api/register')
      .send({ ...valid, name: 'x'.repeat(2 * 1024 * 1024) });
    expect(response.status).toBe(413);
  });
});

describe('rate limits', () => {
  let stack: GatewayStack;
  let app: string;

  beforeAll(async () => {
    stack = await startGatewayStack(4350);
    app = await stack.createGateway({ LOGIN_LIMIT_PER_ACCOUNT: '3', REGISTER_LIMIT_PER_IP: '2' });
  }, 120_000);
  afterAll(() => stack?.stop());

  it('answers 429 with a message after too many logins for one account', async () => {
    for (let i = 0; i < 3; i += 1) {
      await request(app)
        .post('/api/login')
        .send({ username: 'target', password: `guess-${i}-xx` })
        .expect(401);
    }
    const blocked = await request(app).post('/api/login').send({ username: 'target', password: 'guess-x-xx' });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe('Too many attempts. Please wait a few minutes and try again.');
    // Another account from the same address is not blocked by that.
    await request(app).post('/api/login').send({ username: 'someone-else', password: 'guess-0-xx' }).expect(401);
  });

  it('answers 429 after too many registrations from one address', async () => {
    for (let i = 0; i < 2; i += 1) {
      await request(app)
        .post('/api/register')
        .send({ name: 'R', username: `reader${i}`, email: `r${i}@example.org`, password: 'a-long-passphrase-1' })
        .expect(201);
    }
    const blocked = await request(app)
      .post('/api/register')
      .send({ name: 'R', username: 'reader9', email: 'r9@example.org', password: 'a-long-passphrase-1' });
    expect(blocked.status).toBe(429);
  });
});
