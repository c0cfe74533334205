import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

const LABELS = ['method', 'route', 'status'] as const;

let processRegistry: Registry | undefined;

/** Event-loop lag, heap, GC, CPU and handles: one set per process, however many apps it runs (tests run several). */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

export interface AnsweredRequest {
  method: string;
  /** The route's pattern (`/api/essays/:slug`), never the path itself: one series per route, not per URL. */
  route: string;
  status: number;
  seconds: number;
}

/** The app's Prometheus metrics: requests by route and status (5xx are the errors), their durations, pools. */
export class Metrics {
  /** Where an app adds figures of its own (connection pools). */
  readonly registry = new Registry();
  readonly contentType = this.registry.contentType;
  private readonly requests = new Counter({
    name: 'http_requests_total',
    help: 'Requests answered, by method, route pattern and status.',
    labelNames: LABELS,
    registers: [this.registry],
  });
  private readonly durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from the request to the end of its answer, by method, route pattern and status.',
    labelNames: LABELS,
    registers: [this.registry],
  });

  recordRequest({ method, route, status, seconds }: AnsweredRequest): void {
    const labels = { method, route, status: String(status) };
    this.requests.inc(labels);
    this.durations.observe(labels, seconds);
  }

  /** The exposition text of the app's and the process's metrics. */
  text(): Promise<string> {
    return Registry.merge([processMetrics(), this.registry]).metrics();
  }
}
