// `npm run bench`: figures against DESIGN.md's budgets. Prints; never fails on a figure. A section that cannot be
// measured (a step that throws) is named, the others still run, and the exit code is 1. It builds everything first;
// BENCH_NO_BUILD=1 measures the builds already there (LOAD_DURATION and LIGHTHOUSE_RUNS shorten a trial run).
import { execSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { ROOT, startStack } from '../stack.mjs';
import { CLS_MAX, JS_BUDGET_KB, LCP_MAX_MS, LIGHTHOUSE_MIN, PROXY_MAX_COST, TBT_MAX_MS } from './budgets.mjs';
import { measureBundles } from './bundle-sizes.mjs';
import { lighthouseLines, measureLighthouse } from './lighthouse.mjs';
import { benchLoad } from './load.mjs';
import { measureUncachedRender } from './renderer.mjs';
import { measureSharedDiagrams } from './shared-diagrams.mjs';
import { withThrowawayDatabase } from './throwaway-database.mjs';
import { measureBrotli, measureThroughput } from './throughput.mjs';

const ESSAY_PAGE = '/essay/what-proof-cannot-reach';
const EPISODE_PAGE = '/podcast/episode/why-keep-a-commonplace-book';
/** DESIGN.md "Budgets": home, the essay list, an essay, the library, an episode, the course list, a quiz, sudoku. */
const LIGHTHOUSE_ROUTES = [
  '/',
  '/essays',
  ESSAY_PAGE,
  '/library',
  EPISODE_PAGE,
  '/courses',
  '/quizzes/physics-concepts',
  '/games/sudoku',
];
/** Files the gateway serves from the shell's build, precompressed: a small one and a script larger than the page. */
const STATIC_FILES = ['/favicon.svg', '/main.js'];
/** An essay and an open lesson that both draw a mermaid diagram. */
const DIAGRAM_PAGES = {
  essay: '/essay/no-one-in-charge-ants-cities-and-emergence',
  lesson: '/courses/introduction-to-phenomenology?lesson=the-epoche-and-the-natural-attitude',
  lessonTitle: 'The Epoché and the Natural Attitude',
};
const kb = (bytes) => (bytes / 1024).toFixed(1);
const mark = (ok) => (ok ? 'within budget' : 'OVER BUDGET');

if (!process.env.BENCH_NO_BUILD)
  execSync('npx nx run-many -t build --output-style=static', { cwd: ROOT, stdio: 'inherit' });
const ports = { identity: 4201, content: 4202, learn: 4203, audience: 4204, render: 4205, gateway: 4280 };
const render = `http://127.0.0.1:${ports.render}`;
const ms = (value) => (Number.isFinite(value) ? `${Math.round(value)} ms` : 'n/a');
const base = `http://localhost:${ports.gateway}`;

/** Sections that could not be measured (a step that threw): each is named, the others still run. */
const unmeasured = [];

/** Runs one section; a step that throws (a browser timing out, a stack that will not start) is named, not fatal. */
async function section(name, work) {
  try {
    await work();
  } catch (error) {
    unmeasured.push(name);
    console.log(`(${name} could not be measured: ${error instanceof Error ? error.message.split('\n')[0] : error})`);
  }
}

// The real PostgreSQL, as in production: the embedded database of `npm start` has one connection per service.
await section('the site', () =>
  withThrowawayDatabase('bench_site', async (databaseUrl) => {
    const stack = await startStack({
      ports,
      output: 'ignore',
      env: { DATABASE_URL: databaseUrl, DATA_DIR: path.join(os.tmpdir(), `site-bench-${Date.now()}`) },
      // A new database is migrated and seeded before the services answer: minutes on a busy machine.
      timeoutMs: 300_000,
    });
    try {
      await section('JavaScript per route', async () => {
        console.log('\n== JavaScript per route (gzip -9, everything the first screen loads) ==');
        for (const { route, byOwner, total } of await measureBundles(base, Object.keys(JS_BUDGET_KB))) {
          const split = Object.entries(byOwner)
            .map(([owner, bytes]) => `${owner} ${kb(bytes)} KB`)
            .join(', ');
          console.log(
            `${route.padEnd(34)} ${kb(total).padStart(6)} KB of ${JS_BUDGET_KB[route]} KB  ${mark(total / 1024 <= JS_BUDGET_KB[route])}  (${split})`,
          );
        }
      });

      await section('Diagrams', async () => {
        console.log("\n== Diagrams: the learn remote's code a lesson with a diagram downloads (gzip -9) ==");
        const diagrams = await measureSharedDiagrams(base, DIAGRAM_PAGES);
        console.log(`opened first             ${kb(diagrams.alone)} KB (mermaid comes from learn's own copy)`);
        console.log(`after an essay's diagram ${kb(diagrams.afterEssay)} KB (mermaid is already on the page, shared)`);
        console.log(`saved by sharing mermaid ${kb(diagrams.saved)} KB`);
      });

      await section('Lighthouse', async () => {
        const lighthouse = await measureLighthouse(base, LIGHTHOUSE_ROUTES);
        console.log(
          `\n== Lighthouse mobile performance (median of ${lighthouse.results[0]?.scores.length} runs), CPU slowed ${lighthouse.cpuSlowdownMultiplier}× from this machine's benchmark index ${lighthouse.benchmarkIndex} ==`,
        );
        console.log(
          `(budgets: score ≥ ${LIGHTHOUSE_MIN}, TBT ≤ ${TBT_MAX_MS} ms, LCP ≤ ${LCP_MAX_MS / 1000} s, CLS ${CLS_MAX})`,
        );
        for (const line of lighthouseLines(lighthouse.results)) console.log(line);
      });

      await section('/api/essays throughput', async () => {
        console.log(
          '\n== /api/essays throughput, the gateway asked past its shared cache (autocannon, 32 connections, 10 s each) ==',
        );
        const t = await measureThroughput(`${base}/api/essays`, `http://127.0.0.1:${ports.content}/api/essays`);
        const cost = 1 - t.gatewayRps / t.directRps;
        console.log(`direct content service  ${t.directRps} req/s (p99 ${t.directP99} ms)`);
        console.log(`through the gateway      ${t.gatewayRps} req/s (p99 ${t.gatewayP99} ms)`);
        console.log(
          `gateway/direct ratio     ${(t.gatewayRps / t.directRps).toFixed(2)}; proxy cost ${(cost * 100).toFixed(1)} % (max ${PROXY_MAX_COST * 100} %) ${mark(cost <= PROXY_MAX_COST)}; errors ${t.errors}`,
        );
      });

      await section("An essay's first HTML", async () => {
        console.log(
          `\n== An essay's first HTML uncached, ${ESSAY_PAGE}: the renderer asked directly, 100 requests one after another after 10 to warm it ==`,
        );
        const uncached = await measureUncachedRender(base, render, ESSAY_PAGE, { count: 100, warmup: 10 });
        console.log(`waited for               p50 ${ms(uncached.p50)}, p95 ${ms(uncached.p95)}`);
        console.log(`server-timing render     p50 ${ms(uncached.serverP50)}, p95 ${ms(uncached.serverP95)}`);
        console.log(
          `answers                  ${uncached.ok} of ${uncached.count} with 200; HTML ${kb(uncached.minBytes)}–${kb(uncached.maxBytes)} KB`,
        );

        console.log(
          `\n== The same page cached: kept by the gateway, beside files it serves (autocannon, 32 connections, 10 s, brotli) ==`,
        );
        const cached = [[ESSAY_PAGE, await measureBrotli(base + ESSAY_PAGE)]];
        for (const file of STATIC_FILES) cached.push([file, await measureBrotli(base + file)]);
        const [, page] = cached[0];
        for (const [address, m] of cached) {
          const ratio = address === ESSAY_PAGE ? '' : `; page/file ${(page.rps / m.rps).toFixed(2)}`;
          console.log(
            `${address.padEnd(34)} ${String(m.rps).padStart(6)} req/s, p50 ${m.p50} ms, p99 ${m.p99} ms, ${kb(m.bytes)} KB an answer with headers; errors ${m.errors}${ratio}`,
          );
        }
        console.log(
          `(uncached, a render takes the renderer ${ms(uncached.serverP50)} at p50; the gateway pays it at most once a second per page)`,
        );
      });

      await section('Load', () => benchLoad(base, `http://127.0.0.1:${ports.content}`, render));
    } finally {
      await stack.stop();
    }
  }),
);

await section('Game engines', async () => {
  console.log('\n== Game engines ==');
  execSync('npx tsx remotes/games/bench/engines.bench.ts', { cwd: ROOT, stdio: 'inherit' });
});
await section('The essay list on PostgreSQL', () =>
  import('./essays-10k.mjs').then(({ benchEssays10k }) => benchEssays10k()),
);
await section('Site search', () => import('./search.mjs').then(({ benchSearch }) => benchSearch()));
if (unmeasured.length > 0) {
  console.log(`\nNot measured: ${unmeasured.join('; ')}`);
  process.exitCode = 1;
}
