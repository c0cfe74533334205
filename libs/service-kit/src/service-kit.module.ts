import { Controller, Get, Global, Module, ServiceUnavailableException, type DynamicModule } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import type { ServiceConfig } from './config.js';

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
  /** `health: false` for an app that answers `/health` itself (the gateway also probes services). */
  static forRoot(config: ServiceConfig, options: { health?: boolean } = {}): DynamicModule {
    return {
      module: ServiceKitModule,
      controllers: options.health === false ? [] : [HealthController],
      providers: [{ provide: SERVICE_CONFIG, useValue: config }],
      exports: [SERVICE_CONFIG],
    };
  }
}
