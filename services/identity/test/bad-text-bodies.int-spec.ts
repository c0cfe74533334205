import type { OpenAPIObject } from '@nestjs/swagger';
import { IDENTITY_HEADER, OPENAPI_PATH } from '@site/service-kit';
import { sendBadTextBodies, settledChecksums, type RunQuery } from '@site/service-kit/testing/fuzz';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { startIdentity, type IdentityApp } from './identity-app.js';

const RUNS = 200;

describe('bad text in every body field of every identity write operation', () => {
  let identity: IdentityApp;
  let url: string;
  let document: OpenAPIObject;
  let query: RunQuery;

  beforeAll(async () => {
    identity = await startIdentity();
    await identity.app.listen(0, '127.0.0.1');
    url = await identity.app.getUrl();
    document = (await request(url).get(OPENAPI_PATH).expect(200)).body as OpenAPIObject;
    const dataSource = identity.app.get(DataSource);
    query = (sql, parameters) => dataSource.query(sql, parameters);
  }, 60_000);
  afterAll(() => identity?.close());

  it(`is refused with a 4xx and a message, ${RUNS} bodies per operation, and nothing is stored`, async () => {
    const before = await settledChecksums(query, ['identity']);
    // As an admin, so no guard refuses a body before its text is looked at.
    const admin = identity.identity({ userId: 1, isAdmin: true, email: 'admin@example.org' });
    const { operations, failures } = await sendBadTextBodies(url, document, {
      runs: RUNS,
      headers: { [IDENTITY_HEADER]: admin, 'x-forwarded-for': '127.0.0.1' },
    });
    expect(operations).toEqual(
      expect.arrayContaining(['POST /api/account/password-reset', 'POST /api/internal/register']),
    );
    expect(failures).toEqual([]);
    expect(await settledChecksums(query, ['identity'])).toEqual(before);
  }, 300_000);
});
