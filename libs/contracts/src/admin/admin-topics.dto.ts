import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsString, Length, ValidateIf } from 'class-validator';
import { IsSafeText } from '../safe-text.dto.js';
import { TOPIC_DESCRIPTION_MAX, type AdminTopic, type AdminTopicChange } from './admin-topics.js';

export class AdminTopicDto implements AdminTopic {
  @ApiProperty({ example: 'Philosophy' })
  name!: string;

  @ApiProperty({ description: 'An inactive topic leaves the side menu and its page answers 404.' })
  active!: boolean;

  @ApiProperty({ maxLength: TOPIC_DESCRIPTION_MAX })
  description!: string;

  @ApiProperty({ type: 'integer', description: 'Essays filed under the topic.' })
  essays!: number;
}

/** Body of PATCH /api/admin/topics/{name}. */
// Absent leaves a field as it is; null is no boolean or text, and is refused rather than taken for absent.
export class AdminTopicChangeDto implements AdminTopicChange {
  @ApiPropertyOptional()
  @ValidateIf((_dto, value) => value !== undefined)
  @IsBoolean({ message: 'active must be true or false.' })
  active?: boolean;

  @ApiPropertyOptional({ minLength: 1, maxLength: TOPIC_DESCRIPTION_MAX })
  @ValidateIf((_dto, value) => value !== undefined)
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: 'description must be text.' })
  @Length(1, TOPIC_DESCRIPTION_MAX, {
    message: `description must be 1 to ${TOPIC_DESCRIPTION_MAX} characters.`,
  })
  @IsSafeText()
  description?: string;
}
