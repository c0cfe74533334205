import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { ESSAY_SORTS, type EssaySort } from './essay.js';

/** Query of GET /api/essays; a sortBy outside the three answers 400. */
export class EssayQueryDto {
  @IsOptional()
  @IsString()
  @MaxLength(200, { message: 'query must be at most 200 characters.' })
  query?: string;

  @IsOptional()
  @IsString()
  @MaxLength(100)
  tag?: string;

  @IsOptional()
  @IsString()
  @MaxLength(100)
  topic?: string;

  @IsOptional()
  @IsIn(ESSAY_SORTS, { message: `sortBy must be one of: ${ESSAY_SORTS.join(', ')}.` })
  sortBy?: EssaySort;
}
