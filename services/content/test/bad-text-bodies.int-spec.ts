import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { OpenAPIObject } from '@nestjs/swagger';
import { IDENTITY_HEADER, OPENAPI_PATH, signIdentity } from '@site/service-kit';
import { createTestDatabase, type TestDatabase } from '@site/service-kit/testing';
import { sendBadTextBodies, settledChecksums, type RunQuery } from '@site/service-kit/testing/fuzz';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { startContent } from './content-app.js';

const RUNS = 200;

describe('bad text in every body field of every content write operation', () => {
  let db: TestDatabase;
  let app: NestFastifyApplication;
  let url: string;
  let document: OpenAPIObject;
  let query: RunQuery;

  beforeAll(async () => {
    db = await createTestDatabase('content_bad_text');
    app = await startContent(db.url);
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
    const before = await settledChecksums(query, ['content']);
    // As an admin, so no guard refuses a body before its text is looked at.
    const admin = signIdentity({ userId: 1, isAdmin: true, email: 'admin@example.org' }, 'integration-secret');
    const { operations, failures } = await sendBadTextBodies(url, document, {
      runs: RUNS,
      headers: { [IDENTITY_HEADER]: admin },
    });
    expect(operations).toEqual(expect.arrayContaining(['POST /api/admin/essays']));
    expect(failures).toEqual([]);
    expect(await settledChecksums(query, ['content'])).toEqual(before);
  }, 300_000);
});
