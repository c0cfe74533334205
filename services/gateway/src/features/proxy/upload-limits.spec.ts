import Fastify from 'fastify';
import request from 'supertest';
import type { GatewayConfig } from '../../config.js';
import type { SessionsRepository } from '../session/sessions.repository.js';
import { proxyPlugin } from './proxy.plugin.js';
import { SharedCache } from './shared-cache.js';
import { UPLOAD_LIMITS } from './service-routes.js';
import type { Upstreams } from './upstreams.js';

/** The proxy in front of a service that answers every request with the size of the body it received. */
async function proxy() {
  const received: { path: string; bytes: number }[] = [];
  const pool = {
    request: async ({ path, body }: { path: string; body?: Buffer }) => {
      received.push({ path, bytes: body?.length ?? 0 });
      return { statusCode: 200, headers: { 'content-type': 'application/json' }, body: '{}' };
    },
  };
  const upstreams = { pool: () => pool, streamPool: () => pool } as unknown as Upstreams;
  const fastify = Fastify({ bodyLimit: 1024 * 1024 });
  await fastify.register(proxyPlugin, {
    config: { internalSecret: 'test-secret' } as GatewayConfig,
    upstreams,
    sessions: {} as SessionsRepository,
    cache: new SharedCache(),
  });
  await fastify.ready();
  const send = (method: 'put' | 'post' | 'patch' | 'delete', url: string, bytes?: number) => {
    const test = request(fastify.server)[method](url);
    return bytes === undefined
      ? test
      : test.set('content-type', 'multipart/form-data; boundary=x').send(Buffer.alloc(bytes));
  };
  return { fastify, received, send };
}

let open: { close(): Promise<unknown> } | undefined;
afterEach(() => open?.close());

describe('upload limits', () => {
  it('lets a picture larger than the usual limit through to identity', async () => {
    const { fastify, received, send } = await proxy();
    open = fastify;
    await send('put', '/api/user/avatar', 5 * 1024 * 1024).expect(200);
    expect(received).toEqual([{ path: '/api/user/avatar', bytes: 5 * 1024 * 1024 }]);
  });

  it('still refuses a body beyond the upload limit', async () => {
    const { fastify, received, send } = await proxy();
    open = fastify;
    const [, , limit] = UPLOAD_LIMITS.find(([, path]) => path === '/api/user/avatar')!;
    await send('put', '/api/user/avatar', limit + 1).expect(413);
    expect(received).toEqual([]);
  });

  it('keeps the usual limit everywhere else, the same path with another method included', async () => {
    const { fastify, received, send } = await proxy();
    open = fastify;
    await send('patch', '/api/user/profile', 2 * 1024 * 1024).expect(413);
    await send('post', '/api/user/avatar', 2 * 1024 * 1024).expect(413);
    await send('delete', '/api/user/avatar').expect(200);
    expect(received).toEqual([{ path: '/api/user/avatar', bytes: 0 }]);
  });
});
