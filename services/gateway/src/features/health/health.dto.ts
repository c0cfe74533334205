import { ApiProperty } from '@nestjs/swagger';
import { SERVICE_NAMES } from '../../config.js';

const STATUS = { enum: ['up', 'down'] };

/** GET /health: the gateway's database and each service. */
export class GatewayHealthDto {
  @ApiProperty({ enum: ['ok', 'degraded'], description: 'Degraded while any service is down.' })
  status!: 'ok' | 'degraded';

  @ApiProperty(STATUS)
  database!: 'up' | 'down';

  @ApiProperty({
    type: 'object',
    properties: Object.fromEntries(SERVICE_NAMES.map((name) => [name, { type: 'string', ...STATUS }])),
    required: [...SERVICE_NAMES],
  })
  services!: Record<string, 'up' | 'down'>;
}
