import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { IsSafeText } from '../safe-text.dto.js';
import { OptionalWholeNumber } from '../whole-number.dto.js';
import { ESSAY_SORTS, type EssaySort } from './essay.js';
import { ESSAY_PAGE_MAX, ESSAY_PAGE_SIZE, ESSAY_PAGE_SIZE_MAX, type EssayListParams } from './essay-page.js';

/**
 * Query of GET /api/essays. A sortBy outside the three, a repeated or unsafe filter (NUL, control
 * characters, lone surrogates), an oversized one or a page out of range answers 400.
 */
export class EssayQueryDto implements EssayListParams {
  @ApiPropertyOptional({ description: 'Words to search for (prefix match).', maxLength: 200 })
  @IsOptional()
  @IsString()
  @MaxLength(200, { message: 'query must be at most 200 characters.' })
  @IsSafeText()
  query?: string;

  @ApiPropertyOptional({ description: 'Only essays with this tag.', maxLength: 100 })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  @IsSafeText()
  tag?: string;

  @ApiPropertyOptional({ description: 'Only essays on this topic.', maxLength: 100 })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  @IsSafeText()
  topic?: string;

  @ApiPropertyOptional({ enum: ESSAY_SORTS, description: 'Newest first when omitted.' })
  @IsOptional()
  @IsIn(ESSAY_SORTS, { message: `sortBy must be one of: ${ESSAY_SORTS.join(', ')}.` })
  sortBy?: EssaySort;

  @OptionalWholeNumber('page', { max: ESSAY_PAGE_MAX, default: 1 })
  page?: number;

  @OptionalWholeNumber('pageSize', {
    max: ESSAY_PAGE_SIZE_MAX,
    default: ESSAY_PAGE_SIZE,
    description: 'Essays per page.',
  })
  pageSize?: number;
}
