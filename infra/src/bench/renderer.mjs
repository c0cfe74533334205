// Asking the render process (services/render) for a page as the gateway asks it: `GET /page?address=…` with
// `/remotes.json` in a header. Every such request is rendered (prefetch through the API, then React), so it is what
// a page costs uncached; the gateway keeps the answer and renders it again at most once a second.
import { performance } from 'node:perf_hooks';
import { REMOTES_HEADER } from '@site/contracts';

/** The renderer is one Node process: more connections than this only queue in it, and the queue is not its cost. */
export const RENDERER_CONNECTIONS = 8;

/**
 * The URL and headers that ask the renderer for `address`, with `/remotes.json` as this gateway serves it.
 * @param {string} gateway the gateway's origin
 * @param {string} render the renderer's origin
 * @param {string} address a page's path and query
 */
export async function rendererRequest(gateway, render, address) {
  const remotes = await (await fetch(`${gateway}/remotes.json`)).text();
  return {
    url: `${render}/page?address=${encodeURIComponent(address)}`,
    headers: { [REMOTES_HEADER]: remotes },
  };
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** `render;dur=123.4` → 123.4, or NaN when the header is missing. */
const renderDuration = (header) => Number(/(?:^|,)\s*render;dur=([\d.]+)/.exec(header ?? '')?.[1] ?? NaN);

/**
 * One page rendered `count` times in a row by the renderer asked directly, after `warmup` renders not counted:
 * p50 and p95 of the time a client waits and of the renderer's own `server-timing`, the statuses, the HTML's size.
 */
export async function measureUncachedRender(gateway, render, address, { count = 100, warmup = 10 } = {}) {
  const { url, headers } = await rendererRequest(gateway, render, address);
  // A request that fails (the renderer down) is counted as not answered with 200, and the run goes on.
  const once = async () => {
    const started = performance.now();
    try {
      const response = await fetch(url, { headers, signal: AbortSignal.timeout(30_000) });
      const html = await response.text();
      return {
        ms: performance.now() - started,
        serverMs: renderDuration(response.headers.get('server-timing')),
        status: response.status,
        bytes: Buffer.byteLength(html),
      };
    } catch {
      return { ms: NaN, serverMs: NaN, status: 0, bytes: NaN };
    }
  };
  for (let i = 0; i < warmup; i++) await once();
  const runs = [];
  for (let i = 0; i < count; i++) runs.push(await once());
  const sorted = (values) => values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  const wall = sorted(runs.map((r) => r.ms));
  const server = sorted(runs.map((r) => r.serverMs));
  const bytes = sorted(runs.map((r) => r.bytes));
  const at = (values, p) => (values.length ? percentile(values, p) : NaN);
  return {
    count,
    ok: runs.filter((r) => r.status === 200).length,
    p50: at(wall, 50),
    p95: at(wall, 95),
    serverP50: at(server, 50),
    serverP95: at(server, 95),
    // A render whose data missed its budget leaves an area to the browser: a smaller page; the spread shows it.
    minBytes: bytes[0] ?? NaN,
    maxBytes: bytes.at(-1) ?? NaN,
  };
}
