import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsString, Length } from 'class-validator';
import { IsSafeText } from '../safe-text.dto.js';
import {
  SITE_NOTICE_BODY_MAX,
  SITE_NOTICE_SUBJECT_MAX,
  type SiteNoticeCreated,
  type SiteNoticeRequest,
} from './site-notice.js';

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** POST /api/internal/inbox/notices. class-validator runs the bottom decorator first: the type check. */
export class SiteNoticeRequestDto implements SiteNoticeRequest {
  @ApiProperty({
    minLength: 1,
    maxLength: SITE_NOTICE_SUBJECT_MAX,
    example: 'The games canary 0.2.0 was rolled back',
  })
  @Transform(trimmed)
  @IsSafeText()
  @Length(1, SITE_NOTICE_SUBJECT_MAX, { message: `subject must be 1 to ${SITE_NOTICE_SUBJECT_MAX} characters.` })
  @IsString({ message: 'subject must be text.' })
  subject!: string;

  @ApiProperty({
    minLength: 1,
    maxLength: SITE_NOTICE_BODY_MAX,
    description: 'Plain text, never HTML; line breaks are kept.',
    example: 'The games canary 0.2.0 was rolled back by its error rate: 14 errors in 220 views against 0 in 1,900.',
  })
  @Transform(trimmed)
  @IsSafeText()
  @Length(1, SITE_NOTICE_BODY_MAX, { message: `body must be 1 to ${SITE_NOTICE_BODY_MAX} characters.` })
  @IsString({ message: 'body must be text.' })
  body!: string;
}

export class SiteNoticeCreatedDto implements SiteNoticeCreated {
  @ApiProperty({ type: 'integer', description: 'The notice in the inbox: /admin/inbox?open=notice:<id>.' })
  id!: number;
}
