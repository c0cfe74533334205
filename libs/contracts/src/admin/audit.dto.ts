import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { IsSafeText } from '../safe-text.dto.js';
import { OptionalWholeNumber } from '../whole-number.dto.js';
import {
  AUDIT_FILTER_MAX,
  AUDIT_PAGE_SIZE_DEFAULT,
  AUDIT_PAGE_SIZE_MAX,
  type AuditEntry,
  type AuditPage,
} from './audit.js';

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** Query of GET /api/admin/audit: newest first, a page at a time, optionally narrowed. */
export class AuditQueryDto {
  @OptionalWholeNumber('page', { max: 100_000, default: 1 })
  page?: number;

  @OptionalWholeNumber('pageSize', { max: AUDIT_PAGE_SIZE_MAX, default: AUDIT_PAGE_SIZE_DEFAULT })
  pageSize?: number;

  @ApiPropertyOptional({
    description: 'The acting account: its id, or part of its name or email address.',
    maxLength: AUDIT_FILTER_MAX,
    example: 'admin@',
  })
  @IsOptional()
  @Transform(trimmed)
  @IsSafeText()
  @MaxLength(AUDIT_FILTER_MAX, { message: `user must be at most ${AUDIT_FILTER_MAX} characters.` })
  @IsString({ message: 'user must be text.' })
  user?: string;

  @ApiPropertyOptional({
    description: 'Part of the path acted on.',
    maxLength: AUDIT_FILTER_MAX,
    example: '/api/admin/users',
  })
  @IsOptional()
  @Transform(trimmed)
  @IsSafeText()
  @MaxLength(AUDIT_FILTER_MAX, { message: `path must be at most ${AUDIT_FILTER_MAX} characters.` })
  @IsString({ message: 'path must be text.' })
  path?: string;
}

export class AuditEntryDto implements AuditEntry {
  @ApiProperty({ type: 'integer' })
  id!: number;

  @ApiProperty({ format: 'date-time' })
  at!: string;

  @ApiProperty({ type: 'integer', nullable: true })
  userId!: number | null;

  @ApiProperty({ type: 'string', nullable: true })
  userName!: string | null;

  @ApiProperty({ type: 'string', nullable: true })
  userEmail!: string | null;

  @ApiProperty({ example: 'POST' })
  method!: string;

  @ApiProperty({ example: '/api/admin/import' })
  path!: string;

  @ApiProperty({ example: 'Import an archive of all content' })
  summary!: string;

  @ApiProperty({ type: 'integer', example: 200 })
  status!: number;

  @ApiProperty({ example: '203.0.113.7' })
  ip!: string;

  @ApiProperty({ example: 'Mozilla/5.0' })
  userAgent!: string;

  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    nullable: true,
    description: 'The JSON fields sent, secrets blanked out and long values shortened.',
  })
  details!: Record<string, unknown> | null;
}

export class AuditPageDto implements AuditPage {
  @ApiProperty({ type: () => [AuditEntryDto] })
  items!: AuditEntryDto[];

  @ApiProperty({ type: 'integer', description: 'Entries in all pages.' })
  total!: number;

  @ApiProperty({ type: 'integer', minimum: 1 })
  page!: number;

  @ApiProperty({ type: 'integer', minimum: 1 })
  pageSize!: number;
}
