import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsString, Length, Matches, MaxLength } from 'class-validator';
import {
  BOOKMARK_KINDS,
  BOOKMARK_PATH_MAX,
  BOOKMARK_PATH_PATTERN,
  BOOKMARK_TARGET_MAX,
  BOOKMARK_TARGET_PATTERN,
  BOOKMARK_TITLE_MAX,
  type Bookmark,
  type BookmarkInput,
  type BookmarkKind,
} from './bookmark.js';

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/**
 * POST /api/bookmarks. Saving the same kind and target again answers the bookmark already kept.
 * class-validator runs a property's checks from the bottom decorator up and the validation pipe stops at the first
 * failure, so the type check sits last and its message is the one a wrong type gets.
 */
export class CreateBookmarkDto implements BookmarkInput {
  @ApiProperty({ enum: BOOKMARK_KINDS, example: 'essay' })
  @IsIn(BOOKMARK_KINDS, { message: `kind must be one of: ${BOOKMARK_KINDS.join(', ')}.` })
  kind!: BookmarkKind;

  @ApiProperty({
    description: 'The slug or id of the saved item.',
    minLength: 1,
    maxLength: BOOKMARK_TARGET_MAX,
    pattern: BOOKMARK_TARGET_PATTERN.source,
    example: 'on-doubt',
  })
  @Matches(BOOKMARK_TARGET_PATTERN, { message: "target must be a slug or id: letters, digits and '-_.:~'." })
  @Length(1, BOOKMARK_TARGET_MAX, { message: `target must be 1 to ${BOOKMARK_TARGET_MAX} characters.` })
  @IsString({ message: 'target must be text.' })
  target!: string;

  @ApiProperty({ minLength: 1, maxLength: BOOKMARK_TITLE_MAX, example: 'On doubt' })
  @Transform(trimmed)
  @Length(1, BOOKMARK_TITLE_MAX, { message: `title must be 1 to ${BOOKMARK_TITLE_MAX} characters.` })
  @IsString({ message: 'title must be text.' })
  title!: string;

  @ApiProperty({
    description: 'Where the item is read on the site.',
    maxLength: BOOKMARK_PATH_MAX,
    pattern: BOOKMARK_PATH_PATTERN.source,
    example: '/essay/on-doubt',
  })
  @Matches(BOOKMARK_PATH_PATTERN, { message: "path must be a path of this site, starting with a single '/'." })
  @MaxLength(BOOKMARK_PATH_MAX, { message: `path must be at most ${BOOKMARK_PATH_MAX} characters.` })
  @IsString({ message: 'path must be text.' })
  path!: string;
}

/** One saved item, as the bookmarks API answers it. */
export class BookmarkDto extends CreateBookmarkDto implements Bookmark {
  @ApiProperty({ type: 'integer', example: 12 })
  id!: number;

  @ApiProperty({ format: 'date-time', description: 'When it was saved.' })
  createdAt!: string;
}
