import { Controller, Get, HttpCode, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { DataSource } from 'typeorm';
import { SERVICE_NAMES, type ServiceName } from '../../config.js';
import { Upstreams } from '../proxy/upstreams.js';
import { GatewayHealthDto } from './health.dto.js';

type Status = 'up' | 'down';

/**
 * The gateway's own database and each service's `/health`. Only the gateway's own database
 * makes it 503: with a service down the site still serves every other area ("degraded").
 */
@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly upstreams: Upstreams,
  ) {}

  @Get()
  @HttpCode(200)
  @ApiOperation({ summary: "The gateway's database and whether each service answers" })
  @ApiOkResponse({ type: GatewayHealthDto, description: 'Up, or degraded with a service down.' })
  @ApiServiceUnavailableResponse({ type: GatewayHealthDto, description: "The gateway's own database does not answer." })
  async health(@Res({ passthrough: true }) reply: FastifyReply) {
    const database: Status = await this.dataSource.query('SELECT 1').then(
      () => 'up',
      () => 'down',
    );
    const services = Object.fromEntries(
      await Promise.all(SERVICE_NAMES.map(async (name) => [name, await this.probe(name)] as const)),
    ) as Record<ServiceName, Status>;
    const allUp = Object.values(services).every((s) => s === 'up');
    reply.code(database === 'up' ? 200 : 503);
    return { status: database === 'up' && allUp ? 'ok' : 'degraded', database, services };
  }

  private async probe(name: ServiceName): Promise<Status> {
    try {
      const response = await this.upstreams
        .pool(name)
        .request({ method: 'GET', path: '/health', headersTimeout: 2000 });
      await response.body.dump();
      return response.statusCode === 200 ? 'up' : 'down';
    } catch {
      return 'down';
    }
  }
}
