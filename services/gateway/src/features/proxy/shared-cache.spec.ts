import { Readable } from 'node:stream';
import Fastify, { type FastifyRequest } from 'fastify';
import { REQUEST_ID_HEADER, requestIdFor, SHARED_FOR_A_SECOND } from '@site/service-kit';
import request from 'supertest';
import type { GatewayConfig } from '../../config.js';
import type { SessionsRepository } from '../session/sessions.repository.js';
import type { SessionUser } from '../session/session-user.js';
import { proxyPlugin } from './proxy.plugin.js';
import { SharedCache } from './shared-cache.js';
import type { Upstreams } from './upstreams.js';

const SHARED = SHARED_FOR_A_SECOND;
const READER: SessionUser = { id: 7, isAdmin: false, email: 'reader@example.test', loginAt: 0 };

/**
 * The proxy in front of a content service that answers each GET with how many requests it has been asked, the
 * answers of `/api/essays` offered to shared caches, and of `/api/private` not. It takes `service.delay` ms to
 * answer, and times out instead when `service.timingOut`. Like a real service it echoes the request's id, and
 * it sets a cookie, which no answer may pass on.
 */
/** Every proxy a test started, closed after it even when an expectation failed, so jest is never held open. */
const started: ReturnType<typeof Fastify>[] = [];
afterEach(async () => {
  await Promise.all(started.splice(0).map((server) => (server.server.listening ? server.close() : undefined)));
});

async function proxyWithCache() {
  let asked = 0;
  const service = { delay: 0, timingOut: false };
  const pool = {
    request: async ({ path, method, headers }: { path: string; method: string; headers: Record<string, string> }) => {
      asked += 1;
      await new Promise((resolve) => setTimeout(resolve, service.delay));
      if (service.timingOut) throw Object.assign(new Error('Headers Timeout'), { code: 'UND_ERR_HEADERS_TIMEOUT' });
      const body = Buffer.from(JSON.stringify({ asked, path, method }));
      const cacheControl = path.startsWith('/api/essays') ? SHARED : 'no-cache';
      return {
        statusCode: method === 'GET' ? 200 : 201,
        headers: {
          'content-type': 'application/json',
          'cache-control': cacheControl,
          [REQUEST_ID_HEADER]: headers[REQUEST_ID_HEADER],
          'set-cookie': 'service-cookie=1',
        },
        // A stream, as undici's body is, that can also be read whole.
        body: Object.assign(Readable.from([body]), { arrayBuffer: async () => body }),
      };
    },
  };
  const upstreams = { pool: () => pool, streamPool: () => pool } as unknown as Upstreams;
  const fastify = Fastify({ genReqId: requestIdFor });
  started.push(fastify);
  // Every answer carries its request's id, as the observability plugin sets it.
  fastify.addHook('onRequest', async (req, reply) => {
    reply.header(REQUEST_ID_HEADER, req.id);
  });
  // A signed-in reader, as the session plugin would decorate the request.
  fastify.decorateRequest('session');
  fastify.addHook('onRequest', async (req: FastifyRequest) => {
    const user = req.headers['x-test-user'] ? READER : undefined;
    (req as unknown as { session: { get: (key: string) => unknown } }).session = { get: () => user };
  });
  await fastify.register(proxyPlugin, {
    config: { internalSecret: 'test-secret' } as GatewayConfig,
    upstreams,
    sessions: {} as SessionsRepository,
    cache: new SharedCache(),
  });
  // One address for every request: a shared cache keeps an answer for the host it was asked of.
  const origin = await fastify.listen({ port: 0, host: '127.0.0.1' });
  const get = (path: string, headers: Record<string, string> = {}) =>
    request(origin)
      .get(path)
      .set(headers)
      .then((answer) => answer.body.asked as number);
  return { fastify, origin, get, service, asked: () => asked };
}

/** Waits until an answer kept now is this many seconds past its one second of freshness. */
const expire = (seconds = 1) => new Promise((resolve) => setTimeout(resolve, seconds * 1_000 + 100));

describe('the gateway as a shared cache', () => {
  it('gives anonymous readers an answer its service shares again, with its age, without asking the service', async () => {
    const { fastify, origin, get } = await proxyWithCache();
    const first = await request(origin).get('/api/essays?page=1');
    const again = await request(origin).get('/api/essays?page=1');
    expect(again.body).toEqual(first.body);
    expect(again.headers.age).toBe('0');
    expect(again.headers['cache-control']).toBe(SHARED);
    // Another address is another answer.
    expect(await get('/api/essays?page=2')).toBe(first.body.asked + 1);
    await fastify.close();
  });

  it('gives each reader of a shared answer its own request id, and nobody a cookie', async () => {
    const { fastify, origin } = await proxyWithCache();
    try {
      const first = await request(origin).get('/api/essays').set(REQUEST_ID_HEADER, 'first-reader.1');
      const second = await request(origin).get('/api/essays').set(REQUEST_ID_HEADER, 'second-reader_2');
      const unnamed = await request(origin).get('/api/essays');
      expect([second.body.asked, unnamed.body.asked]).toEqual([first.body.asked, first.body.asked]);
      expect(first.headers[REQUEST_ID_HEADER]).toBe('first-reader.1');
      expect(second.headers[REQUEST_ID_HEADER]).toBe('second-reader_2');
      expect(unnamed.headers[REQUEST_ID_HEADER]).toMatch(/^[0-9a-f-]{36}$/);
      for (const answer of [first, second, unnamed]) expect(answer.headers['set-cookie']).toBeUndefined();
    } finally {
      await fastify.close();
    }
  });

  it('never keeps the headers of the request that filled it: its id, cookie and date', async () => {
    const cache = new SharedCache();
    const asked = { url: '/api/tags', method: 'GET', headers: {} };
    const headers = {
      'content-type': 'application/json',
      'cache-control': SHARED,
      [REQUEST_ID_HEADER]: 'filler-1',
      'set-cookie': 'someone=theirs',
      date: new Date().toUTCString(),
    };
    expect(cache.store('content', asked, { statusCode: 200, headers, body: Buffer.from('[]') })).toBe(true);
    expect((await cache.find('content', asked))?.headers).toEqual({
      'content-type': 'application/json',
      'cache-control': SHARED,
      age: '0',
    });
  });

  it('asks the service again once the answer is older than its s-maxage', async () => {
    const { fastify, get } = await proxyWithCache();
    const first = await get('/api/essays');
    await expire();
    expect(await get('/api/essays')).toBe(first + 1);
    await fastify.close();
  });

  it('never shares what the service does not offer, nor with a signed-in reader, nor a byte range', async () => {
    const { fastify, get } = await proxyWithCache();
    const first = await get('/api/private');
    expect(await get('/api/private')).toBe(first + 1);
    const anonymous = await get('/api/essays');
    expect(await get('/api/essays', { 'x-test-user': '1' })).toBe(anonymous + 1);
    expect(await get('/api/essays', { range: 'bytes=0-1' })).toBe(anonymous + 2);
    await fastify.close();
  });

  it('drops the service’s shared answers when a write through the gateway succeeds', async () => {
    const { fastify, origin, get } = await proxyWithCache();
    const before = await get('/api/essays');
    expect(await get('/api/essays')).toBe(before);
    await request(origin).post('/api/essays/some-essay/views').expect(201);
    expect(await get('/api/essays')).toBe(before + 2);
    await fastify.close();
  });

  it('gives a crowd the expired answer for one more second while one of them asks the service again', async () => {
    const { fastify, get, service, asked } = await proxyWithCache();
    await get('/api/essays');
    await expire();
    // Long enough that the whole crowd arrives while the one request is at the service, on a busy machine too.
    service.delay = 500;
    const crowd = await Promise.all(Array.from({ length: 8 }, () => get('/api/essays')));
    expect(crowd.sort()).toEqual([1, 1, 1, 1, 1, 1, 1, 2]);
    expect(asked()).toBe(2);
    expect(await get('/api/essays')).toBe(2);
    await fastify.close();
  });

  it('past that second, asks the service once for a crowd and gives all of them its answer', async () => {
    const { fastify, get, service, asked } = await proxyWithCache();
    await get('/api/essays');
    await expire(2);
    service.delay = 100;
    const crowd = await Promise.all(Array.from({ length: 8 }, () => get('/api/essays')));
    expect(crowd).toEqual(Array(8).fill(2));
    expect(asked()).toBe(2);
    await fastify.close();
  });

  it('gives the crowd the failure of the one request that asked, so none waits for the time-out twice', async () => {
    const { fastify, origin, service, asked } = await proxyWithCache();
    await request(origin).get('/api/essays').expect(200);
    await expire(2);
    Object.assign(service, { delay: 100, timingOut: true });
    const crowd = await Promise.all(Array.from({ length: 5 }, () => request(origin).get('/api/essays')));
    for (const answer of crowd) {
      expect(answer.status).toBe(504);
      expect(answer.body.message).toBe('The content service took too long to answer. Please try again.');
    }
    expect(asked()).toBe(2);
    await fastify.close();
  });
});

describe('answers the gateway composes itself', () => {
  const composer = () => {
    let worked = 0;
    const work =
      (complete = true) =>
      async () => {
        worked += 1;
        await new Promise((resolve) => setTimeout(resolve, 20));
        return { answer: worked, complete };
      };
    return { work, worked: () => worked };
  };

  it('composes once for the requests that arrive while it is composed and within the second after', async () => {
    const cache = new SharedCache();
    const { work, worked } = composer();
    const crowd = await Promise.all([1, 2, 3].map(() => cache.compose('search x', ['content', 'learn'], work())));
    expect(crowd).toEqual([1, 1, 1]);
    expect(await cache.compose('search x', ['content', 'learn'], work())).toBe(1);
    expect(await cache.compose('search y', ['content', 'learn'], work())).toBe(2);
    await expire();
    expect(await cache.compose('search x', ['content', 'learn'], work())).toBe(3);
    expect(worked()).toBe(3);
  });

  it('composes again after a write to one of its services, and never keeps an incomplete answer', async () => {
    const cache = new SharedCache();
    const { work } = composer();
    expect(await cache.compose('search x', ['content', 'learn'], work())).toBe(1);
    cache.forget('learn');
    expect(await cache.compose('search x', ['content', 'learn'], work())).toBe(2);
    expect(await cache.compose('search z', ['content'], work(false))).toBe(3);
    expect(await cache.compose('search z', ['content'], work(false))).toBe(4);
  });
});
