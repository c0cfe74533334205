// Site search over 10,000 generated documents on the real PostgreSQL, through the content service's own
// migrations, repository and service (from its build), with generated episodes whose transcript lines are
// parts of them beside those. Prints p50/p95/p99 against the budget; never fails.
import 'reflect-metadata';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { ROOT } from '../stack.mjs';
import { withThrowawayDatabase } from './throwaway-database.mjs';

const SEARCH_P95_MS = 20;
const DOCUMENTS = 10_000;
const QUERIES = 400;
const BATCH = 500;
const KINDS = ['essay', 'journal', 'topic'];
/** Episodes beside the documents, each with its transcript's lines as parts: items grouped from many rows. */
const EPISODES = 100;
const LINES_PER_EPISODE = 20;

const built = (file) => import(pathToFileURL(path.join(ROOT, file)).href);

/** A repeatable pseudo-random sequence, so every run searches the same documents with the same queries. */
function random(seed) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

/** The words of the shipped essays, commonest first: generated text reads with their frequencies. */
function vocabulary() {
  const dir = path.join(ROOT, 'services/content/seed/essays');
  const counts = new Map();
  for (const name of readdirSync(dir).filter((n) => n.endsWith('.md'))) {
    for (const word of readFileSync(path.join(dir, name), 'utf8')
      .toLowerCase()
      .match(/[a-z]{3,}/g) ?? []) {
      counts.set(word, (counts.get(word) ?? 0) + 1);
    }
  }
  return [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([word]) => word);
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** p50, p95 and p99 of some timings. */
function figures(timings) {
  const sorted = [...timings].sort((a, b) => a - b);
  return [50, 95, 99].map((p) => percentile(sorted, p));
}

export async function benchSearch() {
  console.log(`\n== Site search on PostgreSQL (${DOCUMENTS} generated documents) ==`);
  const [
    { dataSourceOptions, openDataSource, SearchRepository, SearchService },
    { Search1732650000000 },
    { SearchPhrasePairs1732960000000 },
    { SearchParts1733320000000 },
    { CONTENT_SEARCH },
  ] = await Promise.all([
    built('libs/service-kit/dist/index.js'),
    built('services/content/dist/database/migrations/1732650000000-search.js'),
    built('services/content/dist/database/migrations/1732960000000-search-phrase-pairs.js'),
    built('services/content/dist/database/migrations/1733320000000-search-parts.js'),
    built('services/content/dist/features/search/search-catalog.js'),
  ]);
  await withThrowawayDatabase('bench_search', async (databaseUrl) => {
    const dataSource = await openDataSource(
      dataSourceOptions(
        { databaseUrl, dataDir: '' },
        {
          schema: 'content',
          entities: [],
          migrations: [Search1732650000000, SearchPhrasePairs1732960000000, SearchParts1733320000000],
        },
      ),
    );
    try {
      const repository = new SearchRepository(dataSource, 'content');
      const service = new SearchService(repository, CONTENT_SEARCH);
      const words = vocabulary();
      const next = random(42);
      // Zipf-like: low ranks (common words) come up far more often than rare ones.
      const word = () => words[Math.floor(words.length ** next()) - 1];
      const text = (n) => Array.from({ length: n }, word).join(' ');

      const loadStart = performance.now();
      for (let start = 0; start < DOCUMENTS; start += BATCH) {
        const batch = Array.from({ length: Math.min(BATCH, DOCUMENTS - start) }, (_, i) => ({
          kind: KINDS[(start + i) % KINDS.length],
          ref: `doc-${start + i}`,
          title: text(3 + Math.floor(next() * 5)),
          date: '2026-01-01',
          tags: [word(), word()],
          excerpt: text(25),
          body: text(300 + Math.floor(next() * 700)),
        }));
        await repository.upsert(batch);
      }
      for (let e = 0; e < EPISODES; e += 1) {
        const ref = `episode-${e}`;
        await repository.upsert([
          {
            kind: 'episode',
            ref,
            title: text(3 + Math.floor(next() * 5)),
            date: '2026-01-01',
            tags: [],
            excerpt: text(25),
            body: text(100),
          },
          ...Array.from({ length: LINES_PER_EPISODE }, (_, position) => ({
            kind: 'episode',
            ref: `${ref}@${position * 15}`,
            title: '',
            date: '2026-01-01',
            tags: [],
            excerpt: '',
            body: text(10 + Math.floor(next() * 30)),
            partOf: { kind: 'episode', ref, position },
          })),
        ]);
      }
      // The steady state autovacuum reaches soon after a bulk load: hint bits set, visibility map built.
      await dataSource.query('VACUUM ANALYZE content.search_documents, content.search_words');
      const loadSeconds = ((performance.now() - loadStart) / 1000).toFixed(1);

      const rare = () => words[200 + Math.floor(next() * (words.length - 200))];
      const common = () => words[Math.floor(next() * 200)];
      const misspelt = () => {
        const w = rare();
        const at = 1 + Math.floor(next() * (w.length - 2));
        return w.slice(0, at) + w.slice(at + 1, at + 2) + w[at] + w.slice(at + 2);
      };
      const shapes = {
        'a rare word': () => rare(),
        'a common word': () => common(),
        'two rare words': () => `${rare()} ${rare()}`,
        'common and rare': () => `${common()} ${rare()}`,
        '"common common"': () => `"${common()} ${common()}"`,
        'rare or rare': () => `${rare()} or ${rare()}`,
        'common -rare': () => `${common()} -${rare()}`,
        'a misspelling': () => misspelt(),
      };
      const names = Object.keys(shapes);
      const queries = Array.from({ length: QUERIES }, (_, i) => {
        const shape = names[i % names.length];
        return { shape, q: shapes[shape]() };
      });
      for (const { q } of queries.slice(0, 20)) await service.find({ q, limit: 10 });
      const byShape = Object.fromEntries(names.map((shape) => [shape, []]));
      let hits = 0;
      for (const { q, shape } of queries) {
        const started = performance.now();
        const answer = await service.find({ q, limit: 10 });
        byShape[shape].push(performance.now() - started);
        hits += answer.hits.length;
      }

      const [p50, p95, p99] = figures(Object.values(byShape).flat());
      const mark = p95 <= SEARCH_P95_MS ? 'within budget' : 'OVER BUDGET';
      console.log(
        `${DOCUMENTS} documents and ${EPISODES} episodes of ${LINES_PER_EPISODE} lines loaded in ${loadSeconds} s; ` +
          `${QUERIES} queries, ${hits} hits shown`,
      );
      console.log(
        `service search (counts, top 10 with snippets, did-you-mean)  p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (max ${SEARCH_P95_MS} ms) ${mark}, p99 ${p99.toFixed(1)} ms`,
      );
      for (const [shape, timings] of Object.entries(byShape)) {
        const [s50, s95] = figures(timings);
        console.log(`  ${shape.padEnd(18)} p50 ${s50.toFixed(1).padStart(5)} ms, p95 ${s95.toFixed(1).padStart(5)} ms`);
      }
    } finally {
      await dataSource.destroy();
    }
  });
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) await benchSearch();
