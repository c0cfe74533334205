// The essay list with the 16 seeded essays and with 10,000, on the real PostgreSQL: a throwaway database behind
// the content service (its own migrations and seed), the renderer and the gateway, from their builds. `/api/essays`
// pages (first, middle, last, by tag, by topic, by popularity), asked past the gateway's shared cache, and the
// `/essays` first HTML twice: the renderer asked directly (every request rendered, its data fetched through the API)
// and through the gateway, which keeps the page and renders it again at most once a second. Prints p50, p99 and
// req/s; never fails on a figure.
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { startStack } from '../stack.mjs';
import { RENDERER_CONNECTIONS, rendererRequest } from './renderer.mjs';
import { onDatabase, withThrowawayDatabase } from './throwaway-database.mjs';
import { PAST_THE_CACHE } from './throughput.mjs';

const ESSAYS = 10_000;
const PAGE_SIZE = 20;
const PORTS = { identity: 4301, content: 4302, learn: 4303, audience: 4304, render: 4305, gateway: 4380 };
const RENDER = `http://127.0.0.1:${PORTS.render}`;
/** Browsers ask for pages compressed; the gateway keeps each rendered page compressed once. */
const PAGE_HEADERS = { 'accept-encoding': 'br' };

/**
 * Essays beyond the seeded ones, published, written straight into the service's tables (one statement each): dated over
 * 25 years, viewed unevenly, each with two of the seeded tags and one active topic, spread evenly.
 */
async function addEssays(client, count) {
  await client.query(
    `INSERT INTO content.essays (slug, title, date, excerpt, body, view_count, status, published_at, updated_at)
     SELECT 'bench-essay-' || g, 'Bench essay number ' || g,
       day,
       'A generated essay for the bench, number ' || g || ', about nothing in particular.',
       repeat('A paragraph of generated prose that stands in for the body of an essay. ', 40),
       (g * 104729) % 5000,
       'published',
       day::timestamptz,
       day::timestamptz
     FROM generate_series(1, $1::int) AS g, LATERAL (SELECT date '2001-01-01' + (g * 7919) % 9131 AS day) AS dated`,
    [count],
  );
  await client.query(
    `WITH tags AS (SELECT array_agg(id ORDER BY id) AS ids FROM content.tags)
     INSERT INTO content.essay_tags (essay_id, tag_id)
     SELECT DISTINCT e.id, tags.ids[1 + (e.id * k) % cardinality(tags.ids)]
     FROM content.essays e, tags, (VALUES (1), (7)) AS step(k) WHERE e.slug LIKE 'bench-essay-%'`,
  );
  await client.query(
    `WITH topics AS (SELECT array_agg(id ORDER BY id) AS ids FROM content.topics WHERE active)
     INSERT INTO content.essay_topics (essay_id, topic_id)
     SELECT e.id, topics.ids[1 + e.id % cardinality(topics.ids)]
     FROM content.essays e, topics WHERE e.slug LIKE 'bench-essay-%'`,
  );
  await client.query('VACUUM ANALYZE content.essays, content.essay_tags, content.essay_topics');
}

/** The seeded essays' commonest tag and topic (the generated essays spread evenly over all of them). */
async function commonestFilters(client) {
  const {
    rows: [tag],
  } = await client.query(
    `SELECT t.name FROM content.tags t JOIN content.essay_tags et ON et.tag_id = t.id
     GROUP BY t.name ORDER BY count(*) DESC, t.name LIMIT 1`,
  );
  const {
    rows: [topic],
  } = await client.query(
    `SELECT t.name FROM content.topics t JOIN content.essay_topics et ON et.topic_id = t.id
     GROUP BY t.name ORDER BY count(*) DESC, t.name LIMIT 1`,
  );
  return { tag: tag.name, topic: topic.name };
}

function run({ url, headers, connections }, duration) {
  return new Promise((resolve, reject) => {
    autocannon({ url, headers, connections, duration, pipelining: 1 }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

/**
 * The requests measured, with the page numbers that the number of essays makes first, middle and last. The list's
 * query is measured, not the gateway's shared cache of its answer; a page twice, rendered and kept.
 */
async function addresses(base, filters) {
  const total = Number((await fetch(`${base}/api/essays`)).headers.get('x-total-count'));
  const last = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const query = (params) => `?${new URLSearchParams(params)}`;
  const api = (label, path) => ({ label, url: base + path, headers: PAST_THE_CACHE, connections: 32 });
  const page = async (label, path) => [
    {
      label: `${label}, renderer (${RENDERER_CONNECTIONS} conn.)`,
      ...(await rendererRequest(base, RENDER, path)),
      connections: RENDERER_CONNECTIONS,
    },
    { label: `${label}, gateway (kept)`, url: base + path, headers: PAGE_HEADERS, connections: 32 },
  ];
  return {
    total,
    requests: [
      api('/api/essays (page 1)', `/api/essays`),
      api('/api/essays middle page', `/api/essays${query({ page: Math.ceil(last / 2) })}`),
      api('/api/essays last page', `/api/essays${query({ page: last })}`),
      api(`/api/essays tag=${filters.tag}`, `/api/essays${query({ tag: filters.tag })}`),
      api(`/api/essays topic=${filters.topic}`, `/api/essays${query({ topic: filters.topic })}`),
      api('/api/essays sortBy=popularity', `/api/essays${query({ sortBy: 'popularity' })}`),
      ...(await page('/essays', '/essays')),
      ...(await page('/essays last page', `/essays${query({ page: last })}`)),
    ],
  };
}

/** Each request, warmed first: p50 and p99 latency, requests per second, errors. */
async function measure(requests) {
  const figures = [];
  for (const request of requests) {
    await run(request, 2);
    const result = await run(request, 5);
    figures.push({
      label: request.label,
      p50: result.latency.p50,
      p99: result.latency.p99,
      rps: Math.round(result.requests.average),
      errors: result.errors + result.timeouts + result.non2xx,
    });
  }
  return figures;
}

async function withStack(databaseUrl, work) {
  const stack = await startStack({
    ports: PORTS,
    output: 'ignore',
    apps: ['identity', 'content', 'render', 'gateway'],
    env: { CONTENT_DATABASE_URL: databaseUrl, DATA_DIR: path.join(os.tmpdir(), `site-bench-essays-${Date.now()}`) },
    // The second start indexes the new essays for search before it answers.
    timeoutMs: 300_000,
  });
  try {
    return await work(`http://127.0.0.1:${PORTS.gateway}`);
  } finally {
    await stack.stop();
  }
}

export async function benchEssays10k() {
  console.log(
    `\n== The essay list on PostgreSQL: 16 seeded essays, then ${ESSAYS} (autocannon, 32 connections unless named, 5 s each) ==`,
  );
  console.log('(a machine shared with other work makes these figures noisy: compare runs, not single numbers)');
  console.log(
    "(a page's renderer row renders every request, the page uncached; its gateway row is the kept page, rendered again at most once a second)",
  );
  await withThrowawayDatabase('bench_essays', async (databaseUrl) => {
    // The first start migrates and seeds; the second starts on 10,000 essays with nothing cached.
    const filters = { tag: '', topic: '' };
    const seeded = await withStack(databaseUrl, async (base) => {
      Object.assign(filters, await onDatabase(databaseUrl, commonestFilters));
      const { total, requests } = await addresses(base, filters);
      return { total, figures: await measure(requests) };
    });
    await onDatabase(databaseUrl, (client) => addEssays(client, ESSAYS - seeded.total));
    const many = await withStack(databaseUrl, async (base) => {
      const { total, requests } = await addresses(base, filters);
      return { total, figures: await measure(requests) };
    });
    const cell = (f) =>
      `p50 ${String(f.p50).padStart(3)} ms, p99 ${String(f.p99).padStart(4)} ms, ${String(f.rps).padStart(5)} req/s`;
    console.log(`${''.padEnd(44)} ${`${seeded.total} essays`.padEnd(38)} ${many.total} essays`);
    for (const [i, f] of many.figures.entries()) {
      const s = seeded.figures[i];
      const errors = s.errors + f.errors > 0 ? `  errors ${s.errors + f.errors}` : '';
      console.log(`${f.label.padEnd(44)} ${cell(s).padEnd(38)} ${cell(f)}${errors}`);
    }
  });
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) await benchEssays10k();
