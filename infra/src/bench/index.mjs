// `npm run bench`: figures against DESIGN.md's budgets. Prints; never fails on a figure.
import { execSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { ROOT, startStack } from '../stack.mjs';
import { CLS_MAX, JS_BUDGET_KB, LCP_MAX_MS, LIGHTHOUSE_MIN, PROXY_MAX_COST } from './budgets.mjs';
import { measureBundles } from './bundle-sizes.mjs';
import { measureLighthouse } from './lighthouse.mjs';
import { benchLoad } from './load.mjs';
import { withThrowawayDatabase } from './throwaway-database.mjs';
import { measurePageHtml, measureThroughput } from './throughput.mjs';

const ESSAY_PAGE = '/essay/what-proof-cannot-reach';
const EPISODE_PAGE = '/podcast/episode/why-keep-a-commonplace-book';
const kb = (bytes) => (bytes / 1024).toFixed(1);
const mark = (ok) => (ok ? 'within budget' : 'OVER BUDGET');

execSync('npx nx run-many -t build --output-style=static', { cwd: ROOT, stdio: 'inherit' });
const ports = { identity: 4201, content: 4202, learn: 4203, audience: 4204, gateway: 4280 };
const base = `http://localhost:${ports.gateway}`;

// The real PostgreSQL, as in production: the embedded database of `npm start` has one connection per service.
await withThrowawayDatabase('bench_site', async (databaseUrl) => {
  const stack = await startStack({
    ports,
    output: 'ignore',
    env: { DATABASE_URL: databaseUrl, DATA_DIR: path.join(os.tmpdir(), `site-bench-${Date.now()}`) },
  });
  try {
    console.log('\n== JavaScript per route (gzip -9, everything the first screen loads) ==');
    for (const { route, byOwner, total } of await measureBundles(base, Object.keys(JS_BUDGET_KB))) {
      const split = Object.entries(byOwner)
        .map(([owner, bytes]) => `${owner} ${kb(bytes)} KB`)
        .join(', ');
      console.log(
        `${route.padEnd(34)} ${kb(total).padStart(6)} KB of ${JS_BUDGET_KB[route]} KB  ${mark(total / 1024 <= JS_BUDGET_KB[route])}  (${split})`,
      );
    }

    const lighthouse = await measureLighthouse(base, ['/', '/essays', ESSAY_PAGE, '/library', EPISODE_PAGE]);
    console.log(
      `\n== Lighthouse mobile performance (median of 3 runs), CPU slowed ${lighthouse.cpuSlowdownMultiplier}× from this machine's benchmark index ${lighthouse.benchmarkIndex} ==`,
    );
    for (const r of lighthouse.results) {
      console.log(
        `${r.route.padEnd(34)} ${String(r.score).padStart(3)} (min ${LIGHTHOUSE_MIN}) ${mark(r.score >= LIGHTHOUSE_MIN)}  FCP ${r.fcp}, TBT ${r.tbt}; runs ${r.scores.join(', ')}`,
      );
      console.log(
        `${''.padEnd(34)} LCP ${r.lcp} (max ${LCP_MAX_MS / 1000} s) ${mark(r.lcpMs <= LCP_MAX_MS)}, CLS ${r.cls} (max ${CLS_MAX}) ${mark(r.clsValue <= CLS_MAX)}`,
      );
    }

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

    console.log(`\n== An essay's first HTML, ${ESSAY_PAGE} (autocannon, 32 connections, 10 s, brotli) ==`);
    const page = await measurePageHtml(base + ESSAY_PAGE);
    console.log(`through the gateway      ${page.rps} req/s (p99 ${page.p99} ms); errors ${page.errors}`);
    console.log(
      `beside /api/essays       ${(page.rps / t.gatewayRps).toFixed(2)} × its requests/s through the gateway`,
    );

    await benchLoad(base, `http://127.0.0.1:${ports.content}`);
  } finally {
    await stack.stop();
  }
});

console.log('\n== Game engines ==');
execSync('npx tsx remotes/games/bench/engines.bench.ts', { cwd: ROOT, stdio: 'inherit' });
await import('./essays-10k.mjs').then(({ benchEssays10k }) => benchEssays10k());
await import('./search.mjs').then(({ benchSearch }) => benchSearch());
