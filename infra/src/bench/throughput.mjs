// /api/essays through the gateway and straight from the content service, and a page's first HTML, in the same run.
import autocannon from 'autocannon';

function run(url, headers = {}) {
  return new Promise((resolve, reject) => {
    autocannon({ url, headers, connections: 32, duration: 10, pipelining: 1 }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

/** Asked with `no-cache`, the gateway's shared cache passes every request on (RFC 9111 §5.2.1.4): the proxy's own cost. */
export const PAST_THE_CACHE = { 'cache-control': 'no-cache' };

export async function measureThroughput(gatewayUrl, directUrl) {
  await run(directUrl); // warm both paths (JIT, pools, database cache) before measuring
  await run(gatewayUrl, PAST_THE_CACHE);
  const direct = await run(directUrl);
  const gateway = await run(gatewayUrl, PAST_THE_CACHE);
  return {
    directRps: Math.round(direct.requests.average),
    gatewayRps: Math.round(gateway.requests.average),
    directP99: direct.latency.p99,
    gatewayP99: gateway.latency.p99,
    errors: direct.errors + gateway.errors + direct.non2xx + gateway.non2xx,
  };
}

/** A page's first HTML as browsers ask for it (brotli), which the gateway composes once and then serves from memory. */
export async function measurePageHtml(url) {
  const headers = { 'accept-encoding': 'br, gzip' };
  await run(url, headers); // warm: the first request composes the page
  const page = await run(url, headers);
  return {
    rps: Math.round(page.requests.average),
    p99: page.latency.p99,
    errors: page.errors + page.non2xx,
  };
}
