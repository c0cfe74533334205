// Load through the gateway at DESIGN.md's 100 connections, route by route beside the same route asked of the
// service that owns it, and a reader's visit mixed over several routes. Prints; never fails on a figure.
// LOAD_DURATION (seconds, default 30) and LOAD_CONNECTIONS (default 100) shorten a trial run.
import autocannon from 'autocannon';
import { LOAD_CONNECTIONS, LOAD_P99_MAX_MS, PROXY_MAX_COST } from './budgets.mjs';
import { PAST_THE_CACHE } from './throughput.mjs';

const ESSAY = '/essay/what-proof-cannot-reach';
const SEARCH = '/search?q=proof';
/** Browsers ask for pages compressed; the gateway keeps each composed page compressed once. */
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
 * @param {string} content the content service's origin, which owns every route measured alone
 */
export async function benchLoad(gateway, content) {
  const duration = Number(process.env.LOAD_DURATION ?? 30);
  const connections = Number(process.env.LOAD_CONNECTIONS ?? LOAD_CONNECTIONS);
  const settings = { duration, connections };
  console.log(
    `\n== Load, ${connections} connections, ${duration} s per run (aims through the gateway: 0 errors, p99 < ${LOAD_P99_MAX_MS} ms, cost < ${PROXY_MAX_COST * 100} % of a direct call) ==`,
  );
  // A page's first HTML is asked of its service as the gateway asks it: its page document.
  const routes = [
    ['/api/essays', '/api/essays', '/api/essays'],
    ['/api/tags', '/api/tags', '/api/tags'],
    [`${ESSAY}, first HTML (direct: its page document)`, ESSAY, `/page-document?path=${encodeURIComponent(ESSAY)}`],
    [`${SEARCH}, first HTML (direct: its page document)`, SEARCH, `/page-document?path=${encodeURIComponent(SEARCH)}`],
  ];
  for (const [label, path, direct] of routes) {
    const headers = direct === path ? {} : PAGE_HEADERS;
    // Warm both paths (JIT, pools, the database's cache, the gateway's composed page) before measuring.
    await run({ url: content + direct, duration: 2, connections: 10 });
    await run({ url: gateway + path, headers, duration: 2, connections: 10 });
    const straight = await measure(content + direct, settings);
    const through = await measure(gateway + path, { ...settings, headers });
    const cost = 1 - through.rps / straight.rps;
    console.log(label);
    console.log(row('content service directly', straight));
    console.log(row('through the gateway', through));
    console.log(`  gateway cost ${(cost * 100).toFixed(1)} %; ${verdict(through, cost)}`);
    if (direct !== path) continue;
    // The proxy's own cost: an API answer the content service shares is otherwise given from the gateway's cache.
    const past = await measure(gateway + path, { ...settings, headers: PAST_THE_CACHE });
    const proxyCost = 1 - past.rps / straight.rps;
    console.log(row('gateway, past its cache', past));
    console.log(`  proxy cost ${(proxyCost * 100).toFixed(1)} %; ${verdict(past, proxyCost)}`);
  }
  const visit = await measure(gateway, { ...settings, requests: READER_VISIT });
  console.log(`a reader's visit (${READER_VISIT.map((request) => request.path).join(', ')})`);
  console.log(row('through the gateway', visit));
  console.log(`  ${verdict(visit)}`);
}
