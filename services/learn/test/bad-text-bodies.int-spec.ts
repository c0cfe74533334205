import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { OpenAPIObject } from '@nestjs/swagger';
import { OPENAPI_PATH } from '@site/service-kit';
import { createTestDatabase, type TestDatabase } from '@site/service-kit/testing';
import { sendBadTextBodies, settledChecksums, type RunQuery } from '@site/service-kit/testing/fuzz';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { as } from './identity.js';
import { startLearn } from './learn-app.js';

const RUNS = 200;

describe('bad text in every body field of every learn write operation', () => {
  let db: TestDatabase;
  let app: NestFastifyApplication;
  let url: string;
  let document: OpenAPIObject;
  let query: RunQuery;

  beforeAll(async () => {
    db = await createTestDatabase('learn_bad_text');
    ({ app } = await startLearn(db.url));
    await app.listen(0, '127.0.0.1');
    url = await app.getUrl();
    document = (await request(url).get(OPENAPI_PATH).expect(200)).body as OpenAPIObject;
    const dataSource = app.get(DataSource);
    query = (sql, parameters) => dataSource.query(sql, parameters);
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await db?.drop();
  });

  it(`is refused with a 4xx and a message, ${RUNS} bodies per operation, and nothing is stored`, async () => {
    const before = await settledChecksums(query, ['learn']);
    // As an admin, so no guard refuses a body before its text is looked at.
    const { operations, failures } = await sendBadTextBodies(url, document, { runs: RUNS, headers: as(1, true) });
    expect(operations).toEqual(expect.arrayContaining(['POST /api/games/results']));
    expect(failures).toEqual([]);
    expect(await settledChecksums(query, ['learn'])).toEqual(before);
  }, 300_000);
});
