// /api/essays through the gateway and straight from the content service, in the same run.
import autocannon from 'autocannon';

function run(url) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: 32, duration: 10, pipelining: 1 }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

export async function measureThroughput(gatewayUrl, directUrl) {
  await run(directUrl); // warm both paths (JIT, pools, database cache) before measuring
  await run(gatewayUrl);
  const direct = await run(directUrl);
  const gateway = await run(gatewayUrl);
  return {
    directRps: Math.round(direct.requests.average),
    gatewayRps: Math.round(gateway.requests.average),
    directP99: direct.latency.p99,
    gatewayP99: gateway.latency.p99,
    errors: direct.errors + gateway.errors + direct.non2xx + gateway.non2xx,
  };
}
