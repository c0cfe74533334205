import { Gauge, type Registry } from 'prom-client';
import type { Upstreams } from '../proxy/upstreams.js';

type Figure = 'connected' | 'free' | 'pending' | 'running';

const FIGURES: [Figure, name: string, help: string][] = [
  ['connected', 'upstream_connections', 'Open connections to a service, by service and pool (requests, streams).'],
  ['free', 'upstream_free_connections', 'Open connections to a service with no request on them.'],
  ['pending', 'upstream_pending_requests', 'Requests to a service waiting for a connection.'],
  ['running', 'upstream_running_requests', 'Requests to a service under way.'],
];

/** The gateway's connection pools to the services (see Upstreams), read at each scrape. */
export function watchUpstreamPools(registry: Registry, upstreams: Upstreams): void {
  for (const [figure, name, help] of FIGURES)
    new Gauge({
      name,
      help,
      labelNames: ['service', 'pool'],
      registers: [registry],
      collect() {
        for (const { service, pool, stats } of upstreams.stats()) this.set({ service, pool }, stats[figure]);
      },
    });
}
