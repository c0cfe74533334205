// Load through the gateway at DESIGN.md's 100 connections: each API route beside the same route asked of the
// service that owns it; each page beside the renderer asked for it directly (every request rendered: what the page
// costs uncached, which the gateway pays at most once a second per page); and a reader's visit mixed over several
// routes. Prints; never fails on a figure. LOAD_DURATION (seconds, default 30) and LOAD_CONNECTIONS (default 100)
// shorten a trial run.
import autocannon from 'autocannon';
import { LOAD_CONNECTIONS, LOAD_P99_MAX_MS, PROXY_MAX_COST } from './budgets.mjs';
import { RENDERER_CONNECTIONS, rendererRequest } from './renderer.mjs';
import { PAST_THE_CACHE } from './throughput.mjs';

const ESSAY = '/essay/what-proof-cannot-reach';
const SEARCH = '/search?q=proof';
/** Browsers ask for pages compressed; the gateway keeps each rendered page compressed once. */
const PAGE_HEADERS = { 'accept-encoding': 'br, gzip' };

/** A reader's visit: home, the essay list and its tags, an essay, the journal, a search, in order on each connection. */
const READER_VISIT = [
  { method: 'GET', path: '/', headers: PAGE_HEADERS },
  { method: 'GET', path: '/api/essays' },
  { method: 'GET', path: '/api/tags' },
  { method: 'GET', path: ESSAY, headers: PAGE_HEADERS },
  { method: 'GET', path: '/api/journal' },
  { method: 'GET', path: '/api/search?q=proof' },
];

function run(options) {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

async function measure(url, { headers, requests, duration, connections }) {
  const result = await run({ url, headers, requests, duration, connections, pipelining: 1 });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

const row = (label, m) =>
  `  ${label.padEnd(26)} ${String(m.rps).padStart(7)} req/s  p50 ${String(m.p50).padStart(4)} ms  p99 ${String(m.p99).padStart(5)} ms  errors ${m.errors}`;

/** The aims a run through the gateway misses, or that it meets them all. */
function verdict(through, cost) {
  const missed = [
    through.errors > 0 && 'errors',
    through.p99 >= LOAD_P99_MAX_MS && `p99 over ${LOAD_P99_MAX_MS} ms`,
    cost !== undefined && cost > PROXY_MAX_COST && `gateway cost over ${PROXY_MAX_COST * 100} %`,
  ].filter(Boolean);
  return missed.length === 0 ? 'meets the aims' : `MISSES: ${missed.join(', ')}`;
}

/**
 * @param {string} gateway the gateway's origin
 * @param {string} content the content service's origin, which owns every API route measured alone
 * @param {string} render the renderer's origin, asked for each page directly
 */
export async function benchLoad(gateway, content, render) {
  const duration = Number(process.env.LOAD_DURATION ?? 30);
  const connections = Number(process.env.LOAD_CONNECTIONS ?? LOAD_CONNECTIONS);
  const settings = { duration, connections };
  console.log(
    `\n== Load, ${connections} connections, ${duration} s per run (aims through the gateway: 0 errors, p99 < ${LOAD_P99_MAX_MS} ms, proxy cost < ${PROXY_MAX_COST * 100} % of a direct call) ==`,
  );
  for (const path of ['/api/essays', '/api/tags']) {
    // Warm both paths (JIT, pools, the database's cache, the gateway's shared cache) before measuring.
    await run({ url: content + path, duration: 2, connections: 10 });
    await run({ url: gateway + path, duration: 2, connections: 10 });
    const straight = await measure(content + path, settings);
    const through = await measure(gateway + path, settings);
    const cost = 1 - through.rps / straight.rps;
    console.log(path);
    console.log(row('content service directly', straight));
    console.log(row('through the gateway', through));
    console.log(`  gateway cost ${(cost * 100).toFixed(1)} %; ${verdict(through, cost)}`);
    // The proxy's own cost: an API answer the content service shares is otherwise given from the gateway's cache.
    const past = await measure(gateway + path, { ...settings, headers: PAST_THE_CACHE });
    const proxyCost = 1 - past.rps / straight.rps;
    console.log(row('gateway, past its cache', past));
    console.log(`  proxy cost ${(proxyCost * 100).toFixed(1)} %; ${verdict(past, proxyCost)}`);
  }
  for (const path of [ESSAY, SEARCH]) {
    const rendered = await rendererRequest(gateway, render, path);
    // Warm both (JIT, the renderer's loaded remotes, the API's caches, the gateway's kept page) before measuring.
    await run({ ...rendered, duration: 2, connections: RENDERER_CONNECTIONS });
    await run({ url: gateway + path, headers: PAGE_HEADERS, duration: 2, connections: 10 });
    const uncached = await measure(rendered.url, {
      duration,
      connections: RENDERER_CONNECTIONS,
      headers: rendered.headers,
    });
    const through = await measure(gateway + path, { ...settings, headers: PAGE_HEADERS });
    console.log(`${path}, its first HTML (the renderer asked directly renders every request: the page uncached)`);
    console.log(row(`renderer directly, ${RENDERER_CONNECTIONS} conn.`, uncached));
    console.log(row('through the gateway, br', through));
    console.log(
      `  the kept page answers ${(through.rps / uncached.rps).toFixed(0)}× the requests/s of rendering each; ${verdict(through)}`,
    );
  }
  const visit = await measure(gateway, { ...settings, requests: READER_VISIT });
  console.log(`a reader's visit (${READER_VISIT.map((request) => request.path).join(', ')})`);
  console.log(row('through the gateway', visit));
  console.log(`  ${verdict(visit)}`);
}
