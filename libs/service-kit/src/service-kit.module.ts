import { Controller, Get, Global, Module, ServiceUnavailableException, type DynamicModule } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import type { ServiceConfig } from './config.js';
import { watchDatabasePool } from './observability/database-pool-metrics.js';
import { MetricsController } from './observability/metrics.controller.js';
import { Metrics } from './observability/metrics.js';

class ServiceHealthDto {
  @ApiProperty({ enum: ['ok', 'error'] })
  status!: 'ok' | 'error';

  @ApiProperty({ enum: ['up', 'down'] })
  database!: 'up' | 'down';
}

export const SERVICE_CONFIG = Symbol('SERVICE_CONFIG');

@ApiTags('health')
@Controller('health')
class HealthController {
  constructor(private readonly dataSource: DataSource) {}

  /** Liveness and database readiness in one answer. */
  @Get()
  @ApiOperation({ summary: 'Whether the service and its database answer' })
  @ApiOkResponse({ type: ServiceHealthDto })
  @ApiServiceUnavailableResponse({ type: ServiceHealthDto, description: 'The database does not answer.' })
  async health() {
    try {
      await this.dataSource.query('SELECT 1');
      return { status: 'ok', database: 'up' };
    } catch {
      throw new ServiceUnavailableException({ status: 'error', database: 'down' });
    }
  }
}

@Global()
@Module({})
export class ServiceKitModule {
  /**
   * `health: false` for an app that answers `/health` itself (the gateway also probes services), `metrics: false`
   * for one that serves its `Metrics` on a route of its own (the gateway's needs a token).
   */
  static forRoot(config: ServiceConfig, options: { health?: boolean; metrics?: boolean } = {}): DynamicModule {
    const metrics = {
      provide: Metrics,
      inject: [DataSource],
      useFactory: (dataSource: DataSource) => {
        const made = new Metrics();
        watchDatabasePool(made.registry, dataSource);
        return made;
      },
    };
    return {
      module: ServiceKitModule,
      controllers: [
        ...(options.health === false ? [] : [HealthController]),
        ...(options.metrics === false ? [] : [MetricsController]),
      ],
      providers: [{ provide: SERVICE_CONFIG, useValue: config }, metrics],
      exports: [SERVICE_CONFIG, Metrics],
    };
  }
}
