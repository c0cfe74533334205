import type { OpenAPIObject } from '@nestjs/swagger';
import { IDENTITY_HEADER, OPENAPI_PATH, signIdentity } from '@site/service-kit';
import { sendBadTextBodies, settledChecksums, type RunQuery } from '@site/service-kit/testing/fuzz';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { startAudience, type AudienceApp } from './audience-app.js';

const RUNS = 200;

describe('bad text in every body field of every audience write operation', () => {
  let audience: AudienceApp;
  let url: string;
  let document: OpenAPIObject;
  let query: RunQuery;

  beforeAll(async () => {
    audience = await startAudience('PostgreSQL');
    url = await audience.app.getUrl();
    document = (await request(url).get(OPENAPI_PATH).expect(200)).body as OpenAPIObject;
    const dataSource = audience.app.get(DataSource);
    query = (sql, parameters) => dataSource.query(sql, parameters);
  }, 60_000);
  afterAll(() => audience?.stop());

  it(`is refused with a 4xx and a message, ${RUNS} bodies per operation, and nothing is stored`, async () => {
    const before = await settledChecksums(query, ['audience']);
    // As an admin, so no guard refuses a body before its text is looked at.
    const admin = signIdentity({ userId: 1, isAdmin: true, email: 'admin@example.org' }, 'integration-secret');
    const { operations, failures } = await sendBadTextBodies(url, document, {
      runs: RUNS,
      headers: { [IDENTITY_HEADER]: admin },
    });
    expect(operations).toEqual(expect.arrayContaining(['POST /api/contact', 'POST /api/admin/newsletter/issues']));
    expect(failures).toEqual([]);
    expect(await settledChecksums(query, ['audience'])).toEqual(before);
  }, 300_000);
});
