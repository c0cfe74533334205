import type { INestApplication } from '@nestjs/common';
import type { OpenAPIObject } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import { OPENAPI_PATH } from '../openapi.js';
import { sendBadTextBodies } from './bad-text-check.js';
import { settledChecksums, type RunQuery } from './schema-checksums.js';

/** A service started for the test, listening, with the headers its requests go with. */
export interface ServiceUnderTest {
  app: INestApplication;
  /** As an admin, so no guard refuses a body before its text is looked at. */
  headers: Record<string, string>;
  stop(): Promise<unknown>;
}

const RUNS = 200;

/**
 * Every body field of every write operation in the service's OpenAPI document, sent bad text: each is refused with a
 * 4xx and a message, and nothing of the service's schema changes. `operations` are some the document must hold.
 */
export function describeBadTextBodies(schema: string, start: () => Promise<ServiceUnderTest>, operations: string[]) {
  describe(`bad text in every body field of every ${schema} write operation`, () => {
    let service: ServiceUnderTest;
    let url: string;
    let document: OpenAPIObject;
    let query: RunQuery;

    beforeAll(async () => {
      service = await start();
      url = await service.app.getUrl();
      const answer = await fetch(url + OPENAPI_PATH);
      expect(answer.status).toBe(200);
      document = (await answer.json()) as OpenAPIObject;
      const dataSource = service.app.get(DataSource);
      query = (sql, parameters) => dataSource.query(sql, parameters);
    }, 60_000);
    afterAll(() => service?.stop());

    it(`is refused with a 4xx and a message, ${RUNS} bodies per operation, and nothing is stored`, async () => {
      const before = await settledChecksums(query, [schema]);
      const sent = await sendBadTextBodies(url, document, { runs: RUNS, headers: service.headers });
      expect(sent.operations).toEqual(expect.arrayContaining(operations));
      expect(sent.failures).toEqual([]);
      expect(await settledChecksums(query, [schema])).toEqual(before);
    }, 300_000);
  });
}
