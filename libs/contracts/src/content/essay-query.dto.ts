import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { ESSAY_SORTS, type EssaySort } from './essay.js';

/** Query of GET /api/essays; a sortBy outside the three answers 400. */
export class EssayQueryDto {
  @ApiPropertyOptional({ description: 'Words to search for (prefix match).', maxLength: 200 })
  @IsOptional()
  @IsString()
  @MaxLength(200, { message: 'query must be at most 200 characters.' })
  query?: string;

  @ApiPropertyOptional({ description: 'Only essays with this tag.', maxLength: 100 })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  tag?: string;

  @ApiPropertyOptional({ description: 'Only essays on this topic.', maxLength: 100 })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  topic?: string;

  @ApiPropertyOptional({ enum: ESSAY_SORTS, description: 'Newest first when omitted.' })
  @IsOptional()
  @IsIn(ESSAY_SORTS, { message: `sortBy must be one of: ${ESSAY_SORTS.join(', ')}.` })
  sortBy?: EssaySort;
}
