// /api/essays through the gateway and straight from the content service, and a page or a file as browsers ask for it
// through the gateway, in the same run.
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

/**
 * An address through the gateway as browsers ask for it (brotli), warmed first: for a page, the gateway then answers
 * from the copy it keeps, compressed once and rendered again at most once a second; for a file, from the build's
 * precompressed copy. Requests per second, p50 and p99, the bytes of one answer, errors.
 */
export async function measureBrotli(url) {
  const headers = { 'accept-encoding': 'br' };
  await run(url, headers); // warm: the first request of a page renders it
  const result = await run(url, headers);
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    bytes: result.requests.total ? Math.round(result.throughput.total / result.requests.total) : 0,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}
