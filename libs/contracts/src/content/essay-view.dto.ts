import { ApiProperty } from '@nestjs/swagger';
import type { EssayViewCount } from './essay-view.js';

/** POST /api/essays/{slugOrId}/views. */
export class EssayViewCountDto implements EssayViewCount {
  @ApiProperty({ type: 'integer', minimum: 0, description: 'The essay’s view count after this read.' })
  viewCount!: number;
}
