import type { AddressInfo } from 'node:net';
import { Body, Controller, Get, Module, NotFoundException, Post } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance } from 'fastify';
import { QueryFailedError } from 'typeorm';
import { request } from 'undici';
import { isDatabaseUnavailable } from './database-unavailable.js';
import { answerErrorsPlainly } from './error-answers.filter.js';
import { requestIdFor } from './observability/request-id.js';

const socketError = (code: string) => Object.assign(new Error(`connect ${code} 127.0.0.1:5432`), { code });
const postgresError = (code: string, message: string) => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection', socketError('ECONNREFUSED')],
    ['a reset connection', socketError('ECONNRESET')],
    ['a server shutting down', postgresError('57P01', 'terminating connection due to administrator command')],
    ['a server starting up', postgresError('57P03', 'the database system is starting up')],
    ['a connection exception', postgresError('08006', 'connection failure')],
    ['a connection lost mid-query', new Error('Connection terminated unexpectedly')],
    [
      'a lost connection wrapped by TypeORM',
      new QueryFailedError('SELECT 1', [], postgresError('57P01', 'terminating connection')),
    ],
  ])('is true for %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', new QueryFailedError('INSERT', [], postgresError('23505', 'duplicate key'))],
    ['a syntax error', postgresError('42601', 'syntax error at or near')],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['a thrown string', 'connection refused'],
    ['nothing', undefined],
  ])('is false for %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

/** What PostgreSQL answers for a NUL in a text value, as TypeORM hands it on. */
const invalidText = () =>
  new QueryFailedError(
    'INSERT INTO "identity"."password_resets" ...',
    ['a\u0000b@example.org'],
    postgresError('22021', 'invalid byte sequence for encoding "UTF8": 0x00'),
  );

@Controller()
class FailingController {
  @Get('database-down')
  databaseDown(): never {
    throw socketError('ECONNREFUSED');
  }

  @Get('invalid-text')
  invalidText(): never {
    throw invalidText();
  }

  @Get('bug')
  bug(): never {
    throw new TypeError("Cannot read properties of undefined (reading 'id')");
  }

  @Get('missing')
  missing(): never {
    throw new NotFoundException('No such essay');
  }

  @Post('echo')
  echo(@Body() body: unknown): unknown {
    return body;
  }
}

@Module({ controllers: [FailingController] })
class FailingModule {}

/** A Fastify plugin's routes, registered before Nest sets its error handler (as the gateway's proxy is). */
async function pluginRoutes(fastify: FastifyInstance) {
  fastify.addHook('preHandler', async (request) => {
    if (request.url === '/plugin/invalid-text') throw invalidText();
    if (request.url === '/plugin/limited') throw Object.assign(new Error('Too many attempts.'), { statusCode: 429 });
  });
  fastify.get('/plugin/*', async () => ({ ok: true }));
}

describe('answerErrorsPlainly', () => {
  let app: NestFastifyApplication;
  let url: string;

  beforeAll(async () => {
    app = await NestFactory.create<NestFastifyApplication>(
      FailingModule,
      new FastifyAdapter({ genReqId: requestIdFor }),
      {
        logger: false,
      },
    );
    answerErrorsPlainly(app);
    await app.register(pluginRoutes);
    await app.listen(0, '127.0.0.1');
    url = `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;
  });
  afterAll(() => app.close());

  const send = async (path: string, init: { method?: 'GET' | 'POST'; body?: string } = {}) => {
    const answer = await request(url + path, {
      method: init.method ?? 'GET',
      body: init.body,
      headers: { 'x-request-id': 'caller-id-1', ...(init.body ? { 'content-type': 'application/json' } : {}) },
    });
    const text = await answer.body.text();
    return { statusCode: answer.statusCode, text, body: JSON.parse(text) as Record<string, unknown> };
  };

  it('answers 503 with a message when the database cannot be reached', async () => {
    const answer = await send('/database-down');
    expect(answer.statusCode).toBe(503);
    expect(answer.body).toEqual({
      statusCode: 503,
      error: 'Service Unavailable',
      message: 'The database is unavailable right now. Please try again shortly.',
    });
  });

  it.each(['/invalid-text', '/bug', '/plugin/invalid-text'])(
    'answers an unexpected error at %s with a plain 500 and the request id, nothing of the error',
    async (path) => {
      const answer = await send(path);
      expect(answer.statusCode).toBe(500);
      expect(answer.body).toEqual({ statusCode: 500, message: 'Internal server error', requestId: 'caller-id-1' });
      expect(answer.text).not.toMatch(/22021|UTF8|password_resets|undefined|TypeError/);
    },
  );

  it('leaves answers meant for the caller as they were', async () => {
    expect(await send('/missing')).toMatchObject({
      statusCode: 404,
      body: { statusCode: 404, message: 'No such essay' },
    });
    expect(await send('/plugin/limited')).toMatchObject({
      statusCode: 429,
      body: { statusCode: 429, message: 'Too many attempts.' },
    });
    const malformed = await send('/echo', { method: 'POST', body: '{"unclosed":' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.body.message).toEqual(expect.any(String));
    expect(await send('/plugin/fine')).toMatchObject({ statusCode: 200, body: { ok: true } });
  });
});
