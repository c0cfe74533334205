import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsEmail, IsOptional, IsString, Length, Matches, MaxLength } from 'class-validator';
import { IsSafeText } from '../safe-text.dto.js';
import { CONTACT_EMAIL_MAX } from './audience.js';
import {
  CHAT_MESSAGE_MAX,
  CHAT_NOT_FOUND_TEXT,
  CHAT_TOKEN_PATTERN,
  type ChatAuthor,
  type ChatConversation,
  type ChatConversationSummary,
  type ChatMessage,
  type ChatMessageInput,
  type ChatStart,
  type ChatStatus,
} from './chat.js';

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
// An empty address field means "no address".
const trimmedOrAbsent = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim() || undefined : value;

/**
 * POST /api/chat/conversations and POST /api/chat/conversations/:id/messages. class-validator runs a property's
 * checks from the bottom decorator up and the pipe stops at the first failure, so the type check sits last.
 */
export class ChatMessageInputDto implements ChatMessageInput {
  @ApiProperty({ minLength: 1, maxLength: CHAT_MESSAGE_MAX, example: 'Hello! A question about your essay on doubt.' })
  @Transform(trimmed)
  @IsSafeText()
  @Length(1, CHAT_MESSAGE_MAX, { message: `body must be 1 to ${CHAT_MESSAGE_MAX} characters.` })
  @IsString({ message: 'body must be text.' })
  body!: string;

  @ApiPropertyOptional({
    format: 'email',
    maxLength: CONTACT_EMAIL_MAX,
    description: 'Where the answer may go by mail.',
    example: 'ada@example.org',
  })
  @Transform(trimmedOrAbsent)
  @IsOptional()
  @IsEmail({}, { message: 'email must be a valid email address.' })
  @IsSafeText()
  @MaxLength(CONTACT_EMAIL_MAX, { message: `email must be at most ${CONTACT_EMAIL_MAX} characters.` })
  @IsString({ message: 'email must be text.' })
  email?: string;
}

/** `?token=` of a conversation's stream: EventSource cannot send the token header. */
export class ChatStreamQueryDto {
  @ApiPropertyOptional({ description: "The visitor's conversation token.", pattern: CHAT_TOKEN_PATTERN.source })
  @IsOptional()
  @Matches(CHAT_TOKEN_PATTERN, { message: CHAT_NOT_FOUND_TEXT })
  @IsString({ message: CHAT_NOT_FOUND_TEXT })
  token?: string;

  @ApiPropertyOptional({ type: 'integer', description: 'The last message id the page holds.' })
  @IsOptional()
  @Matches(/^\d{1,10}$/, { message: 'after must be a message id.' })
  @IsString({ message: 'after must be a message id.' })
  after?: string;
}

export class ChatMessageDto implements ChatMessage {
  @ApiProperty({ type: 'integer', example: 41 })
  id!: number;

  @ApiProperty({ type: 'integer', example: 7 })
  conversationId!: number;

  @ApiProperty({ enum: ['visitor', 'author'] })
  from!: ChatAuthor;

  @ApiProperty({ description: 'Plain text, never HTML.' })
  body!: string;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ description: 'An answer of the author that also went by mail.' })
  mailed!: boolean;
}

export class ChatConversationDto implements ChatConversation {
  @ApiProperty({ type: 'integer', example: 7 })
  id!: number;

  @ApiProperty({ type: 'string', format: 'email', nullable: true })
  email!: string | null;

  @ApiProperty({ type: ChatMessageDto, isArray: true, description: 'The latest 200, oldest first.' })
  @Type(() => ChatMessageDto)
  messages!: ChatMessageDto[];

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;
}

export class ChatStartDto implements ChatStart {
  @ApiProperty({ type: ChatConversationDto })
  conversation!: ChatConversationDto;

  @ApiProperty({
    description: "The visitor's key to the conversation: send it as the x-chat-token header.",
    pattern: CHAT_TOKEN_PATTERN.source,
  })
  token!: string;
}

export class ChatConversationSummaryDto implements ChatConversationSummary {
  @ApiProperty({ type: 'integer', example: 7 })
  id!: number;

  @ApiProperty({ type: ChatMessageDto, description: 'The latest message.' })
  last!: ChatMessageDto;

  @ApiProperty({ type: 'integer', example: 4 })
  messageCount!: number;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;
}

export class ChatStatusDto implements ChatStatus {
  @ApiProperty({ description: 'The author was in the admin inbox lately.' })
  authorAvailable!: boolean;
}
