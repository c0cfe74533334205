import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsOptional, IsString, Length } from 'class-validator';
import { IsSafeText } from '../safe-text.dto.js';
import { OptionalWholeNumber } from '../whole-number.dto.js';
import { CHAT_MESSAGE_MAX } from './chat.js';
import {
  INBOX_FILTERS,
  INBOX_KINDS,
  INBOX_PAGE_MAX,
  INBOX_PAGE_SIZE,
  INBOX_REPLY_CHANNELS,
  type InboxAuthor,
  type InboxFilter,
  type InboxItem,
  type InboxKind,
  type InboxList,
  type InboxMessage,
  type InboxReplyChannel,
  type InboxReplyInput,
  type InboxStateInput,
  type InboxThread,
} from './inbox.js';
import { CONTACT_MESSAGE_MAX } from './audience.js';

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const REPLY_MAX = Math.max(CHAT_MESSAGE_MAX, CONTACT_MESSAGE_MAX);

/** GET /api/admin/inbox. */
export class InboxQueryDto {
  @ApiPropertyOptional({ enum: INBOX_FILTERS, default: 'all' })
  @IsOptional()
  @IsIn(INBOX_FILTERS, { message: `filter must be one of: ${INBOX_FILTERS.join(', ')}.` })
  filter?: InboxFilter;

  @OptionalWholeNumber('page', { max: INBOX_PAGE_MAX, default: 1 })
  page?: number;
}

/** POST /api/admin/inbox/contact/:id/replies and /api/admin/inbox/chat/:id/replies. */
export class InboxReplyDto implements InboxReplyInput {
  @ApiProperty({ minLength: 1, maxLength: REPLY_MAX })
  @Transform(trimmed)
  @IsSafeText()
  @Length(1, REPLY_MAX, { message: `body must be 1 to ${REPLY_MAX} characters.` })
  @IsString({ message: 'body must be text.' })
  body!: string;

  @ApiProperty({ enum: INBOX_REPLY_CHANNELS, description: 'chat: into the widget, live; mail: through the outbox.' })
  @IsIn(INBOX_REPLY_CHANNELS, { message: `via must be one of: ${INBOX_REPLY_CHANNELS.join(', ')}.` })
  via!: InboxReplyChannel;
}

/** PATCH /api/admin/inbox/{contact,chat,notice}/:id. */
export class InboxStateDto implements InboxStateInput {
  @ApiProperty({ description: 'false: answered (elsewhere), or a notice read; true: waiting again, or unread.' })
  @IsBoolean({ message: 'waiting must be true or false.' })
  waiting!: boolean;
}

export class InboxItemDto implements InboxItem {
  @ApiProperty({ enum: INBOX_KINDS })
  kind!: InboxKind;

  @ApiProperty({ type: 'integer' })
  id!: number;

  @ApiProperty({ type: 'string', nullable: true })
  name!: string | null;

  @ApiProperty({ type: 'string', format: 'email', nullable: true })
  email!: string | null;

  @ApiProperty()
  subject!: string;

  @ApiProperty({ description: 'The latest message, shortened.' })
  preview!: string;

  @ApiProperty({ format: 'date-time' })
  lastAt!: string;

  @ApiProperty({ description: "The last word is the visitor's; for a notice, it is unread." })
  waiting!: boolean;
}

export class InboxListDto implements InboxList {
  @ApiProperty({ type: InboxItemDto, isArray: true })
  items!: InboxItemDto[];

  @ApiProperty({ type: 'integer' })
  total!: number;

  @ApiProperty({ type: 'integer' })
  page!: number;

  @ApiProperty({ type: 'integer', example: INBOX_PAGE_SIZE })
  pageSize!: number;
}

export class InboxMessageDto implements InboxMessage {
  @ApiProperty({ type: 'integer' })
  id!: number;

  @ApiProperty({ enum: ['visitor', 'author', 'site'], description: 'site: the text of a notice from the site.' })
  from!: InboxAuthor;

  @ApiProperty({ description: 'Plain text, never HTML.' })
  body!: string;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ enum: ['form', 'site', ...INBOX_REPLY_CHANNELS] })
  via!: 'form' | 'site' | InboxReplyChannel;
}

export class InboxThreadDto implements InboxThread {
  @ApiProperty({ enum: INBOX_KINDS })
  kind!: InboxKind;

  @ApiProperty({ type: 'integer' })
  id!: number;

  @ApiProperty({ type: 'string', nullable: true })
  name!: string | null;

  @ApiProperty({ type: 'string', format: 'email', nullable: true })
  email!: string | null;

  @ApiProperty()
  subject!: string;

  @ApiProperty({ description: 'Waiting for an answer; for a notice, unread.' })
  waiting!: boolean;

  @ApiProperty({ type: InboxMessageDto, isArray: true, description: 'Oldest first; a notice has one.' })
  messages!: InboxMessageDto[];

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;
}
