import { Controller, Get, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { prometheusContentType } from 'prom-client';
import { Metrics } from './metrics.js';

/**
 * A service's metrics for Prometheus, beside `/health` on its own port. Services listen on loopback and the
 * gateway forwards only `/api` and public files, so only scrapers on the service's host or network reach it.
 */
@ApiTags('health')
@Controller('metrics')
export class MetricsController {
  constructor(private readonly metrics: Metrics) {}

  @Get()
  @ApiOperation({ summary: "The service's Prometheus metrics: requests by route and status, durations, pool, process" })
  @ApiOkResponse({
    description: 'Prometheus text format.',
    content: { [prometheusContentType]: { schema: { type: 'string' } } },
  })
  async scrape(@Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    reply.header('content-type', this.metrics.contentType).header('cache-control', 'no-store');
    return this.metrics.text();
  }
}
