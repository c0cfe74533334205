import { ApiProperty } from '@nestjs/swagger';
import { IsString, Matches } from 'class-validator';
import { MEDIA_FILE_PATTERN, MEDIA_KIND_PATTERN } from './media-files.js';

/** Path of GET /media/{kind}/{file}: a name that could leave its folder answers 400. */
export class MediaParamsDto {
  @ApiProperty({ description: 'The kind of media, a folder.', pattern: MEDIA_KIND_PATTERN.source, example: 'audio' })
  @IsString()
  @Matches(MEDIA_KIND_PATTERN, { message: 'kind must be 1 to 40 lower-case letters, digits and hyphens.' })
  kind!: string;

  @ApiProperty({
    description: 'The file name, usually carrying a hash of its bytes.',
    pattern: MEDIA_FILE_PATTERN.source,
    example: 'surprise-measured-e5b3f87eed.mp3',
  })
  @IsString()
  @Matches(MEDIA_FILE_PATTERN, {
    message: 'file must be a name of lower-case letters, digits, hyphens and underscores with an extension.',
  })
  file!: string;
}
