import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { IsSafeText } from '../safe-text.dto.js';
import { TOPIC_NAME_MAX, type TopicDetail } from './topic.js';

/** GET /api/topics/{name}. */
export class TopicDetailDto implements TopicDetail {
  @ApiProperty({ example: 'Philosophy' })
  name!: string;

  @ApiProperty({ description: 'One or two sentences on what the topic covers.' })
  description!: string;
}

/** Path of GET /api/topics/{name}: an oversized or unsafe name answers 400; any other that names no active topic, 404. */
export class TopicParamsDto {
  @ApiProperty({ description: 'The topic’s name, as the topic list spells it.', example: 'Philosophy' })
  @IsString()
  @MaxLength(TOPIC_NAME_MAX, { message: `name must be at most ${TOPIC_NAME_MAX} characters.` })
  @IsSafeText()
  name!: string;
}

/** A list's `?topic=` filter (journal, courses, quizzes): only items filed under this topic. */
export class TopicFilterQueryDto {
  @ApiPropertyOptional({ description: 'Only items on this topic.', maxLength: TOPIC_NAME_MAX, example: 'Physics' })
  @IsOptional()
  @IsString()
  @MaxLength(TOPIC_NAME_MAX, { message: `topic must be at most ${TOPIC_NAME_MAX} characters.` })
  @IsSafeText()
  topic?: string;
}
