import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { countsProperties, SearchHitDto, SearchWords } from './search.dto.js';
import { SEARCH_KINDS, type SearchKind } from './search.js';
import { SERVICE_SEARCH_LIMIT_MAX, type SearchSuggestion, type ServiceSearchAnswer } from './service-search.js';

/** A comma-separated list (`essay,topic`) as an array; anything else is left for the validators to refuse. */
const commaList = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.split(',') : value);

/** Query of a service's internal `GET /search`. */
export class ServiceSearchQueryDto {
  @SearchWords()
  q!: string;

  @ApiPropertyOptional({
    type: 'string',
    description: `Comma-separated kinds to answer hits of (${SEARCH_KINDS.join(', ')}); all the service owns when omitted.`,
    example: 'essay,topic',
  })
  @IsOptional()
  @Transform(commaList)
  @IsIn(SEARCH_KINDS, { each: true, message: `kinds must be a comma-separated list of: ${SEARCH_KINDS.join(', ')}.` })
  kinds?: SearchKind[];

  @ApiProperty({
    type: 'integer',
    minimum: 0,
    maximum: SERVICE_SEARCH_LIMIT_MAX,
    description: 'How many of the best hits to answer; 0 for the counts alone.',
  })
  @Type(() => Number)
  @IsInt({ message: 'limit must be a whole number.' })
  @Min(0, { message: 'limit must be at least 0.' })
  @Max(SERVICE_SEARCH_LIMIT_MAX, { message: `limit must be at most ${SERVICE_SEARCH_LIMIT_MAX}.` })
  limit!: number;
}

export class SearchSuggestionDto implements SearchSuggestion {
  @ApiProperty({ example: 'entropy' })
  text!: string;

  @ApiProperty({ minimum: 0, maximum: 1, description: 'Trigram similarity to what was typed.' })
  score!: number;
}

/** A service's internal `GET /search`. */
export class ServiceSearchAnswerDto implements ServiceSearchAnswer {
  @ApiProperty({ type: [SearchHitDto], description: 'The best hits of the asked kinds, best first.' })
  hits!: SearchHitDto[];

  @ApiProperty({
    type: 'object',
    properties: countsProperties(),
    description: 'Matches of each kind the service owns, whatever kinds were asked.',
  })
  counts!: Partial<Record<SearchKind, number>>;

  @ApiProperty({ type: SearchSuggestionDto, nullable: true, description: 'Only when nothing here matched.' })
  suggestion!: SearchSuggestionDto | null;
}
