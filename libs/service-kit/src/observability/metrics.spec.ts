import { Metrics } from './metrics.js';

describe('Metrics', () => {
  it('exposes request counts, duration buckets and the process figures in Prometheus text', async () => {
    const metrics = new Metrics();
    metrics.recordRequest({ method: 'GET', route: '/api/essays', status: 200, seconds: 0.02 });
    metrics.recordRequest({ method: 'GET', route: '/api/essays', status: 503, seconds: 2 });
    const text = await metrics.text();
    expect(text).toContain('http_requests_total{method="GET",route="/api/essays",status="200"} 1');
    expect(text).toContain('http_requests_total{method="GET",route="/api/essays",status="503"} 1');
    expect(text).toContain(
      'http_request_duration_seconds_bucket{le="0.025",method="GET",route="/api/essays",status="200"} 1',
    );
    expect(text).toContain(
      'http_request_duration_seconds_bucket{le="1",method="GET",route="/api/essays",status="503"} 0',
    );
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
    expect(text).toMatch(/^nodejs_heap_size_used_bytes \d/m);
    expect(metrics.contentType).toMatch(/^text\/plain; version=0\.0\.4/);
  });

  it('keeps each app its own counts while sharing the process figures (tests run several apps)', async () => {
    const first = new Metrics();
    const second = new Metrics();
    first.recordRequest({ method: 'GET', route: '/a', status: 200, seconds: 0.01 });
    expect(await second.text()).not.toContain('route="/a"');
    expect(await second.text()).toMatch(/^process_cpu_seconds_total \d/m);
  });
});
