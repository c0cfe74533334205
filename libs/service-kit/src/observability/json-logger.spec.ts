import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import Fastify from 'fastify';
import { JsonLogger } from './json-logger.js';
import { trackRequestContext } from './request-context.js';

function capture(stream: 'stdout' | 'stderr') {
  const written: string[] = [];
  const spy = jest.spyOn(process[stream], 'write').mockImplementation((chunk) => {
    written.push(String(chunk));
    return true;
  });
  return {
    writes: () => written.length,
    lines: () =>
      written
        .flatMap((chunk) => chunk.split('\n').filter(Boolean))
        .map((line) => JSON.parse(line) as Record<string, unknown>),
    // Lines go out at the end of the event loop's turn.
    restore: async () => {
      await new Promise((resolve) => setImmediate(resolve));
      spy.mockRestore();
    },
  };
}

describe('JsonLogger', () => {
  afterEach(() => jest.restoreAllMocks());

  it('writes one JSON line with level, time, the app, message, context and fields', async () => {
    const out = capture('stdout');
    new JsonLogger('identity').log('request answered', { route: '/api/user', status: 200 }, 'http');
    await out.restore();
    const [line] = out.lines();
    expect(line).toMatchObject({
      level: 'info',
      service: 'identity',
      message: 'request answered',
      context: 'http',
      route: '/api/user',
      status: 200,
    });
    expect(new Date(line.time as string).toISOString()).toBe(line.time);
    expect(line).not.toHaveProperty('requestId');
  });

  it('adds the id of the request being served to lines its handler writes', async () => {
    const app = Fastify({ genReqId: () => 'req-42' });
    trackRequestContext(app);
    const logger = new JsonLogger('content');
    app.post('/work', async () => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      logger.warn('slow query', 'Search');
      return {};
    });
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    const err = capture('stderr');
    const out = capture('stdout');
    try {
      await fetch(`${url}/work`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"a":1}' });
    } finally {
      await out.restore();
      await err.restore();
      await app.close();
    }
    expect([...out.lines(), ...err.lines()]).toEqual([
      expect.objectContaining({ level: 'warn', requestId: 'req-42', message: 'slow query', context: 'Search' }),
    ]);
  });

  it('masks secret fields should an object carrying them be logged', async () => {
    const out = capture('stdout');
    Logger.overrideLogger(new JsonLogger('identity'));
    new Logger('Auth').log('login', { username: 'ada', password: 'hunter2', token: 'abc', sid: 's3cret' });
    Logger.overrideLogger(false);
    await out.restore();
    const [line] = out.lines();
    expect(line).toMatchObject({ username: 'ada', password: '[REDACTED]', token: '[REDACTED]', sid: '[REDACTED]' });
  });

  it('writes the lines of one turn of the event loop in one write, in order', async () => {
    const out = capture('stdout');
    const logger = new JsonLogger('gateway');
    for (const status of [200, 201, 404]) logger.log('request answered', { status });
    await out.restore();
    expect(out.writes()).toBe(1);
    expect(out.lines().map((line) => line.status)).toEqual([200, 201, 404]);
  });
});
