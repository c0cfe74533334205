import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';

/** Path of GET /api/essays/{slugOrId}: an oversized name answers 400; any other that names no essay, 404. */
export class EssayParamsDto {
  @ApiProperty({
    description: 'The essay’s slug, or its numeric id when no essay has those digits as its slug.',
    maxLength: 200,
    example: 'what-proof-cannot-reach',
  })
  @IsString()
  @MaxLength(200, { message: 'slugOrId must be at most 200 characters.' })
  slugOrId!: string;
}
