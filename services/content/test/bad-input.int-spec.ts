import http from 'node:http';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { OpenAPIObject } from '@nestjs/swagger';
import { PATH_PARAM_MAX } from '@site/service-kit';
import { createTestDatabase, percentEncode, type TestDatabase } from '@site/service-kit/testing';
import { longerThan, withControl, withLoneSurrogate } from '@site/service-kit/testing/fuzz';
import fc from 'fast-check';
import request from 'supertest';
import { startContent } from './content-app.js';

/** Runs per endpoint: 1,000 outlasted the test's two minutes in CI, beside the end-to-end suite. */
const RUNS = 400;

interface Answer {
  status: number;
  contentType: string;
  body: string;
}

/** A GET over a kept-alive connection: far lighter per run than supertest or fetch. */
function get(agent: http.Agent, url: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, contentType: response.headers['content-type'] ?? '', body }),
        );
      })
      .on('error', reject);
  });
}

/** One GET endpoint as the service's OpenAPI document describes it. */
interface Endpoint {
  path: string;
  pathParams: string[];
  queryParams: string[];
  /** The documented longest value of each query parameter that has one. */
  maxLengths: Record<string, number>;
}

/** A bad value and where it goes: the value of one parameter, or the whole query string. */
type BadInput = { kind: string; value: string } | { kind: string; query: string };

const text = fc.string({ maxLength: 20 });

const nulOrControl = withControl.map((value) => ({ kind: 'a NUL or control character', value }));
const loneSurrogate = withLoneSurrogate.map((value) => ({ kind: 'a lone surrogate', value }));
const overlong = (max: number) => longerThan(max).map((value) => ({ kind: 'an overlong value', value }));
const prototypeKey = fc
  .tuple(
    fc.constantFrom('__proto__', '__proto__[polluted]', 'constructor', 'constructor[prototype][x]', 'prototype'),
    text,
  )
  .map(([key, value]) => ({ kind: 'a prototype key', query: `${percentEncode(key)}=${percentEncode(value)}` }));
const repeated = (name: string) =>
  fc.tuple(text, text).map(([a, b]) => ({
    kind: 'an array for a string',
    query: `${name}=${percentEncode(a)}&${name}=${percentEncode(b)}`,
  }));

/** Bad input for one endpoint: in each path parameter, each declared query parameter, or the query as such. */
function badInputFor(endpoint: Endpoint): fc.Arbitrary<{ url: string; input: BadInput }> {
  const fill = (path: string, params: Record<string, string>) =>
    path.replace(/\{(\w+)\}/g, (_match, name: string) => params[name] ?? 'x');
  const cases: fc.Arbitrary<{ url: string; input: BadInput }>[] = [];
  for (const name of endpoint.pathParams) {
    cases.push(
      fc.oneof(nulOrControl, loneSurrogate, overlong(PATH_PARAM_MAX)).map((input) => ({
        url: fill(endpoint.path, { [name]: percentEncode(input.value) }),
        input,
      })),
    );
  }
  const base = fill(endpoint.path, {});
  for (const name of endpoint.queryParams) {
    cases.push(
      fc.oneof(nulOrControl, loneSurrogate, overlong(endpoint.maxLengths[name] ?? 1000)).map((input) => ({
        url: `${base}?${name}=${percentEncode(input.value)}`,
        input,
      })),
      repeated(name).map((input) => ({ url: `${base}?${input.query}`, input })),
    );
  }
  // Parameters an endpoint does not take are ignored, unless they could do harm anywhere.
  cases.push(
    fc.oneof(nulOrControl, loneSurrogate).map((input) => ({ url: `${base}?q=${percentEncode(input.value)}`, input })),
    prototypeKey.map((input) => ({ url: `${base}?${input.query}`, input })),
  );
  return fc.oneof(...cases);
}

describe('bad input to every content endpoint', () => {
  let db: TestDatabase;
  let app: NestFastifyApplication;
  let url: string;
  let endpoints: Endpoint[];

  beforeAll(async () => {
    db = await createTestDatabase('content_bad_input');
    app = await startContent(db.url);
    await app.listen(0, '127.0.0.1');
    url = await app.getUrl();
    const document = (await request(url).get('/openapi.json').expect(200)).body as OpenAPIObject;
    endpoints = Object.entries(document.paths)
      .filter(([, item]) => item.get)
      .map(([path, item]) => {
        const params = (item.get!.parameters ?? []) as { in: string; name: string; schema?: { maxLength?: number } }[];
        return {
          path,
          pathParams: params.filter((p) => p.in === 'path').map((p) => p.name),
          queryParams: params.filter((p) => p.in === 'query').map((p) => p.name),
          maxLengths: Object.fromEntries(
            params.flatMap((p) => (p.in === 'query' && p.schema?.maxLength ? [[p.name, p.schema.maxLength]] : [])),
          ),
        };
      });
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await db?.drop();
  });

  const totalViews = async () =>
    ((await request(url).get('/api/essays?pageSize=100').expect(200)).body as { viewCount: number }[]).reduce(
      (sum, essay) => sum + essay.viewCount,
      0,
    );

  it('knows the endpoints from the service document, their parameters included', () => {
    const described = Object.fromEntries(endpoints.map((e) => [e.path, [...e.pathParams, ...e.queryParams]]));
    expect(described).toMatchObject({
      '/api/essays': expect.arrayContaining(['query', 'tag', 'topic', 'sortBy', 'page', 'pageSize']),
      '/api/tags': [],
      '/api/topics': [],
      '/api/topics/{name}': ['name'],
      '/api/journal': ['topic'],
      '/api/journal/{id}': ['id'],
    });
    expect(Object.keys(described).filter((path) => path.startsWith('/api/essays/{'))).not.toHaveLength(0);
  });

  it('answers 400 for NUL bytes and lone surrogates that reach the old 500', async () => {
    for (const path of ['/api/essays?topic=%00', '/api/essays?tag=%00', '/api/essays?tag=%ED%A0%80']) {
      const response = await request(url).get(path).expect(400);
      expect(response.body.message).toMatch(/query parameter|not valid/);
    }
  });

  it(`answers every endpoint's bad input with a 4xx and a message, ${RUNS} runs each, and changes nothing`, async () => {
    const viewsBefore = await totalViews();
    // The endpoints side by side, each on its own connection.
    await Promise.all(
      endpoints.map(async (endpoint) => {
        const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
        try {
          await fc.assert(
            // A plain predicate: jest's expect costs more per call than the request itself.
            fc.asyncProperty(badInputFor(endpoint), async ({ url: path }) => {
              const answer = await get(agent, `${url}${path}`);
              return (
                answer.status >= 400 &&
                answer.status < 500 &&
                answer.contentType.startsWith('application/json') &&
                /\w/.test(JSON.stringify((JSON.parse(answer.body) as { message?: unknown }).message ?? ''))
              );
            }),
            { numRuns: RUNS },
          );
        } finally {
          agent.destroy();
        }
      }),
    );
    expect(await totalViews()).toBe(viewsBefore);
    // About 15 s for 17 endpoints; the bound leaves room for a machine busy with other work.
  }, 120_000);
});
