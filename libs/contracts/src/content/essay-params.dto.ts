import { ApiProperty } from '@nestjs/swagger';
import { IsString, Matches, MaxLength } from 'class-validator';

/** What an essay slug may look like (a numeric id fits it too); anything else cannot name an essay. */
export const ESSAY_SLUG_PATTERN = /^[a-z0-9-]{1,200}$/;

const SLUG_OR_ID = {
  description: 'The essay’s slug, or its numeric id when no essay has those digits as its slug.',
  maxLength: 200,
  example: 'what-proof-cannot-reach',
};

/** Path of GET /api/essays/{slugOrId}: an oversized name answers 400; any other that names no essay, 404. */
export class EssayParamsDto {
  @ApiProperty(SLUG_OR_ID)
  @IsString()
  @MaxLength(200, { message: 'slugOrId must be at most 200 characters.' })
  slugOrId!: string;
}

/** Path of POST /api/essays/{slugOrId}/views: a name no essay can have answers 400; an unknown one, 404. */
export class EssayViewParamsDto {
  @ApiProperty({ ...SLUG_OR_ID, pattern: ESSAY_SLUG_PATTERN.source })
  @IsString()
  @Matches(ESSAY_SLUG_PATTERN, {
    message: 'slugOrId must be an essay’s slug or id: 1 to 200 lower-case letters, digits and hyphens.',
  })
  slugOrId!: string;
}
