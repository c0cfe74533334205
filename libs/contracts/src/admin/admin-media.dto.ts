import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsString, Length } from 'class-validator';
import { IsSafeText } from '../safe-text.dto.js';
import {
  MEDIA_ALT_MAX,
  MEDIA_ALT_REQUIRED_TEXT,
  type MediaAltInput,
  type MediaImage,
  type MediaImageSize,
} from './admin-media.js';

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class MediaAltInputDto implements MediaAltInput {
  @ApiProperty({ minLength: 1, maxLength: MEDIA_ALT_MAX, example: 'A heron standing in the fog' })
  @Transform(trimmed)
  @IsSafeText()
  @Length(1, MEDIA_ALT_MAX, { message: MEDIA_ALT_REQUIRED_TEXT })
  @IsString({ message: MEDIA_ALT_REQUIRED_TEXT })
  alt!: string;
}

export class MediaImageSizeDto implements MediaImageSize {
  @ApiProperty({ type: 'integer' })
  width!: number;

  @ApiProperty({ type: 'integer' })
  height!: number;

  @ApiProperty({ example: '/media/images/4-3f9a0c1d2e4b5a69-960.webp' })
  url!: string;
}

export class MediaImageDto implements MediaImage {
  @ApiProperty({ type: 'integer' })
  id!: number;

  @ApiProperty()
  alt!: string;

  @ApiProperty({ example: 'heron.jpg' })
  originalName!: string;

  @ApiProperty({ type: 'integer' })
  width!: number;

  @ApiProperty({ type: 'integer' })
  height!: number;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ type: () => [MediaImageSizeDto], description: 'Narrowest first.' })
  sizes!: MediaImageSizeDto[];

  @ApiProperty({ description: "The size an essay's column shows." })
  url!: string;

  @ApiProperty({ example: '![A heron standing in the fog](/media/images/4-3f9a0c1d2e4b5a69-960.webp)' })
  markdown!: string;
}
