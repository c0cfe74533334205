import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { IsSafeText } from '../safe-text.dto.js';
import { OptionalWholeNumber } from '../whole-number.dto.js';
import {
  SEARCH_HIT_PARTS_MAX,
  SEARCH_KINDS,
  SEARCH_PAGE_MAX,
  SEARCH_PAGE_SIZE_DEFAULT,
  SEARCH_PAGE_SIZE_MAX,
  SEARCH_QUERY_MAX,
  type SearchHit,
  type SearchHitPart,
  type SearchKind,
  type SearchResults,
} from './search.js';

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** Words as the reader typed them: trimmed, then 1 to SEARCH_QUERY_MAX safe characters. */
export function SearchWords(): PropertyDecorator {
  const decorators = [
    ApiProperty({
      description:
        'Words to find. Quotes match a phrase, `or` either word, `-word` excludes a word; trimmed, never a syntax error.',
      minLength: 1,
      maxLength: SEARCH_QUERY_MAX,
      example: 'entropy "second law" -heat',
    }),
    Transform(trimmed),
    IsString({ message: 'q must be one string.' }),
    MinLength(1, { message: 'q must not be blank.' }),
    MaxLength(SEARCH_QUERY_MAX, { message: `q must be at most ${SEARCH_QUERY_MAX} characters.` }),
    IsSafeText(),
  ];
  return (target, key) => decorators.forEach((decorate) => decorate(target, key));
}

/** Query of GET /api/search. */
export class SearchQueryDto {
  @SearchWords()
  q!: string;

  @ApiPropertyOptional({
    enum: SEARCH_KINDS,
    description: 'Only hits of this kind; the counts still cover every kind.',
  })
  @IsOptional()
  @IsIn(SEARCH_KINDS, { message: `kind must be one of: ${SEARCH_KINDS.join(', ')}.` })
  kind?: SearchKind;

  @OptionalWholeNumber('page', { max: SEARCH_PAGE_MAX, default: 1 })
  page?: number;

  @OptionalWholeNumber('pageSize', {
    max: SEARCH_PAGE_SIZE_MAX,
    default: SEARCH_PAGE_SIZE_DEFAULT,
    description: 'Hits per page.',
  })
  pageSize?: number;
}

export class SearchHitPartDto implements SearchHitPart {
  @ApiProperty({ description: "The part's name: a moment's time in its episode, a lesson's title.", example: '1:15' })
  title!: string;

  @ApiProperty({
    description: 'Where the part is read: a path inside the site.',
    example: '/podcast/episode/doubt-as-a-daily-practice?t=75',
  })
  url!: string;

  @ApiProperty({ description: 'HTML: escaped text with the matched words in <mark>, no other tag.' })
  snippet!: string;
}

export class SearchHitDto implements SearchHit {
  @ApiProperty({ enum: SEARCH_KINDS })
  kind!: SearchKind;

  @ApiProperty({ description: "The item's slug or id, unique per kind.", example: 'what-proof-cannot-reach' })
  id!: string;

  @ApiProperty()
  title!: string;

  @ApiProperty({
    description: 'Where the item is read: a path inside the site.',
    example: '/essay/what-proof-cannot-reach',
  })
  url!: string;

  @ApiProperty({ description: 'HTML: escaped text with the matched words in <mark>, no other tag.' })
  snippet!: string;

  @ApiProperty({
    description:
      "The item's relevance between 0 and 1 (its own text or its best part); higher is better, comparable across kinds.",
  })
  rank!: number;

  @ApiPropertyOptional({ format: 'date', example: '2026-09-02' })
  date?: string;

  @ApiProperty({
    type: [SearchHitPartDto],
    maxItems: SEARCH_HIT_PARTS_MAX,
    description:
      "The item's best matching parts in its own order (an episode's moments, a matching course's lessons); " +
      'a part is never a hit of its own.',
  })
  parts!: SearchHitPartDto[];
}

/** One whole-number property per kind. */
export const countsProperties = () =>
  Object.fromEntries(SEARCH_KINDS.map((kind) => [kind, { type: 'integer' as const, minimum: 0 }]));

/** GET /api/search. */
export class SearchResultsDto implements SearchResults {
  @ApiProperty({ description: 'The query as searched (trimmed).' })
  query!: string;

  @ApiProperty({ enum: SEARCH_KINDS, nullable: true, description: 'The kind filtered by, or null for all.' })
  kind!: SearchKind | null;

  @ApiProperty({ type: 'integer', minimum: 1 })
  page!: number;

  @ApiProperty({ type: 'integer', minimum: 1 })
  pageSize!: number;

  @ApiProperty({
    type: 'object',
    properties: countsProperties(),
    required: [...SEARCH_KINDS],
    selfRequired: true,
    description: 'Items matched of every kind, whatever the filter: an episode matching in many lines counts once.',
  })
  counts!: Record<SearchKind, number>;

  @ApiProperty({ type: 'integer', minimum: 0, description: 'Items of the filtered kind (of all kinds when none).' })
  total!: number;

  @ApiProperty({ type: [SearchHitDto], description: "This page's hits, best first." })
  hits!: SearchHitDto[];

  @ApiProperty({
    type: 'string',
    nullable: true,
    description: '"Did you mean": a close known word or title when nothing matched, else null.',
  })
  suggestion!: string | null;
}
