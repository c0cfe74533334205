import type { AddressInfo } from 'node:net';
import { Controller, Get, Module, NotFoundException } from '@nestjs/common';
import { HttpAdapterHost, NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { QueryFailedError } from 'typeorm';
import { request } from 'undici';
import { DatabaseUnavailableFilter, isDatabaseUnavailable } from './database-unavailable.filter.js';

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

@Controller()
class FailingController {
  @Get('database-down')
  databaseDown(): never {
    throw socketError('ECONNREFUSED');
  }

  @Get('bug')
  bug(): never {
    throw new TypeError('a bug');
  }

  @Get('missing')
  missing(): never {
    throw new NotFoundException('No such essay');
  }
}

@Module({ controllers: [FailingController] })
class FailingModule {}

describe('DatabaseUnavailableFilter', () => {
  let app: NestFastifyApplication;
  let url: string;

  beforeAll(async () => {
    app = await NestFactory.create<NestFastifyApplication>(FailingModule, new FastifyAdapter(), { logger: false });
    app.useGlobalFilters(new DatabaseUnavailableFilter(app.get(HttpAdapterHost).httpAdapter));
    await app.listen(0, '127.0.0.1');
    url = `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;
  });
  afterAll(() => app.close());

  const get = async (path: string) => {
    const answer = await request(url + path);
    return { statusCode: answer.statusCode, body: (await answer.body.json()) as { message: string } };
  };

  it('answers 503 with a message when the database cannot be reached', async () => {
    const answer = await get('/database-down');
    expect(answer.statusCode).toBe(503);
    expect(answer.body).toEqual({
      statusCode: 503,
      error: 'Service Unavailable',
      message: 'The database is unavailable right now. Please try again shortly.',
    });
  });

  it('leaves every other error to Nest', async () => {
    expect((await get('/bug')).statusCode).toBe(500);
    const missing = await get('/missing');
    expect(missing.statusCode).toBe(404);
    expect(missing.body.message).toBe('No such essay');
  });
});
