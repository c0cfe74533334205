import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startStack, type Stack } from '@site/infra/stack';
import type { OpenAPIObject } from '@nestjs/swagger';
import type { SearchHit, SearchKind, SearchResults, ServiceSearchAnswer } from '@site/contracts';
import { createTestDatabase, type TestDatabase } from '@site/service-kit/testing';
import request from 'supertest';
import { fakeBuilds } from './fixtures.js';
import { requiredQuery } from './openapi/answers.js';

const hit = (kind: SearchKind, id: string, rank: number): SearchHit => ({
  kind,
  id,
  title: id,
  url: `/${kind}/${id}`,
  snippet: `<mark>${id}</mark>`,
  rank,
  parts: [],
});

/** A service that answers `/search` from canned hits (best first, cut at `limit`) and records what it was asked. */
function fakeService(hits: SearchHit[], counts: ServiceSearchAnswer['counts']) {
  const asked: URLSearchParams[] = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://service');
    asked.push(url.searchParams);
    if (url.pathname !== '/search') return res.writeHead(404).end();
    const q = url.searchParams.get('q');
    if (q === 'slow') return; // never answers
    if (q === 'broken') return res.writeHead(500).end('{}');
    const kinds = url.searchParams.get('kinds')?.split(',');
    const answer: ServiceSearchAnswer = {
      hits: hits.filter((h) => !kinds || kinds.includes(h.kind)).slice(0, Number(url.searchParams.get('limit'))),
      counts: q === 'nothing' ? {} : counts,
      suggestion: q === 'nothing' ? { text: `${hits[0].kind}-word`, score: hits[0].rank } : null,
    };
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(answer));
  });
  return { server, asked };
}

/** An episode's moments, as the content service lists them under it. */
const MOMENTS = [
  { title: '0:14', url: '/podcast/episode/e1?t=14', snippet: 'a <mark>daily</mark> practice' },
  { title: '2:05', url: '/podcast/episode/e1?t=125', snippet: '<mark>daily</mark>, again' },
];
const content = fakeService(
  [{ ...hit('episode', 'e1', 0.9), parts: MOMENTS }, hit('topic', 't1', 0.5), hit('essay', 'e2', 0.2)],
  { essay: 1, journal: 0, topic: 1, episode: 1 },
);
const learn = fakeService([hit('course', 'c1', 0.7), hit('quiz', 'q1', 0.4)], { course: 1, lesson: 0, quiz: 1 });
const listen = (server: http.Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );

describe('GET /api/search against fake services', () => {
  let database: TestDatabase;
  let stack: Stack;
  const search = async (query: string, status = 200) =>
    (await request(`http://127.0.0.1:${stack.ports.gateway}`).get(`/api/search?${query}`).expect(status)).body;
  const ids = (results: SearchResults) => results.hits.map((h) => h.id);

  beforeAll(async () => {
    database = await createTestDatabase('gateway_search');
    const [contentPort, learnPort] = await Promise.all([listen(content.server), listen(learn.server)]);
    const { shellDir, remotesDir, remotesFile } = fakeBuilds();
    stack = await startStack({
      apps: ['gateway'],
      ports: { gateway: 4530 },
      env: {
        DATABASE_URL: database.url,
        INTERNAL_SECRET: 'integration-internal-secret',
        IDENTITY_URL: 'http://127.0.0.1:9',
        CONTENT_URL: `http://127.0.0.1:${contentPort}`,
        LEARN_URL: `http://127.0.0.1:${learnPort}`,
        UPSTREAM_TIMEOUT_MS: '1500', // past a busy machine's answer, short of the slow test's bound
        SHELL_DIR: shellDir,
        REMOTES_DIR: remotesDir,
        REMOTES_FILE: remotesFile,
      },
      output: 'ignore',
    });
  }, 120_000);
  afterAll(async () => {
    await stack?.stop();
    for (const { server } of [content, learn]) {
      server.closeAllConnections();
      server.close();
    }
    await database?.drop();
  });

  it('merges both services by rank, with the counts of every kind and the defaults', async () => {
    const results = (await search('q=%20entropy%20')) as SearchResults;
    expect(ids(results)).toEqual(['e1', 'c1', 't1', 'q1', 'e2']);
    expect(results).toMatchObject({
      query: 'entropy',
      kind: null,
      page: 1,
      pageSize: 10,
      total: 5,
      suggestion: null,
      counts: { essay: 1, journal: 0, topic: 1, episode: 1, course: 1, lesson: 0, quiz: 1 },
    });
    expect(results.hits.map((h) => h.parts)).toEqual([MOMENTS, [], [], [], []]);
    expect(content.asked.at(-1)?.get('q')).toBe('entropy');
    expect(content.asked.at(-1)?.get('limit')).toBe('10');
  });

  it('pages over the merged list, asking each service for as many as the page reaches', async () => {
    expect(ids(await search('q=x&pageSize=2'))).toEqual(['e1', 'c1']);
    expect(ids(await search('q=x&page=2&pageSize=2'))).toEqual(['t1', 'q1']);
    expect(learn.asked.at(-1)?.get('limit')).toBe('4');
    const last = (await search('q=x&page=3&pageSize=2')) as SearchResults;
    expect(ids(last)).toEqual(['e2']);
    expect(last.total).toBe(5);
  });

  it('filters by kind: the owner answers that kind, the other only its counts', async () => {
    const results = (await search('q=x&kind=essay')) as SearchResults;
    expect(ids(results)).toEqual(['e2']);
    expect(results.total).toBe(1);
    expect(results.counts.course).toBe(1);
    expect(content.asked.at(-1)?.get('kinds')).toBe('essay');
    expect(learn.asked.at(-1)?.get('limit')).toBe('0');
  });

  it('answers 200 without the kinds of a service that is slow or failing', async () => {
    const started = Date.now();
    const slow = (await search('q=slow')) as SearchResults;
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(slow.counts).toEqual({
      essay: 0,
      journal: 0,
      topic: 0,
      library: 0,
      episode: 0,
      course: 0,
      lesson: 0,
      quiz: 0,
    });
    const broken = (await search('q=broken')) as SearchResults;
    expect(broken.hits).toEqual([]);
  });

  it('asks each service once for a crowd searching alike within a second, and again for an incomplete answer', async () => {
    const searchesOf = (query: string) => content.asked.filter((asked) => asked.get('q') === query).length;
    const crowd = await Promise.all(Array.from({ length: 6 }, () => search('q=crowd')));
    expect(crowd.map((results) => ids(results as SearchResults))).toEqual(
      Array(6).fill(['e1', 'c1', 't1', 'q1', 'e2']),
    );
    expect(searchesOf('crowd')).toBe(1);
    expect(learn.asked.filter((asked) => asked.get('q') === 'crowd')).toHaveLength(1);
    const broken = searchesOf('broken');
    await search('q=broken');
    await search('q=broken');
    expect(searchesOf('broken')).toBe(broken + 2);
  });

  it('offers the best suggestion when nothing matched', async () => {
    expect(((await search('q=nothing')) as SearchResults).suggestion).toBe('episode-word');
  });

  it("is documented in the gateway's own OpenAPI, with an example query the document test can call", async () => {
    const openapi = (await request(`http://127.0.0.1:${stack.ports.gateway}`).get('/api/openapi.json').expect(200))
      .body as OpenAPIObject;
    const operation = openapi.paths['/api/search'].get!;
    expect(operation.summary).toMatch(/Search the whole site/);
    const query = requiredQuery({ method: 'get', path: '/api/search', operation });
    expect(query).toMatch(/^\?q=/);
    expect(((await search(query.slice(1))) as SearchResults).query).toBe('entropy "second law" -heat');
  });

  it.each([
    ['', /q/],
    ['q=', /blank/],
    ['q=%20%20', /blank/],
    [`q=${'a'.repeat(201)}`, /at most 200/],
    ['q=a%00b', /q/],
    ['q=a&kind=podcast', /kind must be one of/],
    ['q=a&page=0', /page/],
    ['q=a&page=21', /page/],
    ['q=a&pageSize=51', /pageSize/],
    ['q=a&q=b', /q/],
  ])('refuses ?%s with 400 and a message', async (query, message) => {
    const body = (await search(query, 400)) as { message: string | string[] };
    expect(String(body.message)).toMatch(message);
  });
});
