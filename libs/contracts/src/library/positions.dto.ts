import { ApiProperty } from '@nestjs/swagger';
import { IsNumber, IsString, Matches, Max, Min } from 'class-validator';
import { MEDIA_KEY_PATTERN, type PlaybackPosition, type SavePosition } from './positions.js';

/** No recording in the library is anywhere near this long; a bigger number is a client's mistake. */
const MAX_SECONDS = 24 * 60 * 60;

export class PlaybackPositionDto implements PlaybackPosition {
  @ApiProperty({ example: 'episode:on-keeping-a-commonplace-book', pattern: MEDIA_KEY_PATTERN.source })
  mediaKey!: string;

  @ApiProperty({ minimum: 0, description: 'Seconds from the start where the listener stopped.' })
  seconds!: number;

  @ApiProperty({ format: 'date-time' })
  updatedAt!: string;
}

/** Path of PUT /api/library/positions/{mediaKey}. */
export class PositionParamsDto {
  @ApiProperty({
    description: '`episode:<slug>` or `audio:<slug>`.',
    pattern: MEDIA_KEY_PATTERN.source,
    example: 'audio:the-weight-of-a-footnote',
  })
  @IsString()
  @Matches(MEDIA_KEY_PATTERN, { message: 'mediaKey must be episode:<slug> or audio:<slug>.' })
  mediaKey!: string;
}

/** Body of PUT /api/library/positions/{mediaKey}. */
export class SavePositionDto implements SavePosition {
  @ApiProperty({ minimum: 0, maximum: MAX_SECONDS, example: 42.5 })
  // Checked from the bottom up: a value that is not a number is named as such, not as out of range.
  @Min(0, { message: 'seconds must be at least 0.' })
  @Max(MAX_SECONDS, { message: `seconds must be at most ${MAX_SECONDS}.` })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'seconds must be a number.' })
  seconds!: number;
}
