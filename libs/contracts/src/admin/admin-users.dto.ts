import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsOptional, IsString, MaxLength } from 'class-validator';
import { UserDto } from '../auth/user.dto.js';
import { IsSafeText } from '../safe-text.dto.js';
import { OptionalWholeNumber } from '../whole-number.dto.js';
import {
  ADMIN_USER_SEARCH_MAX,
  ADMIN_USERS_PAGE_SIZE,
  ADMIN_USERS_PAGE_SIZE_MAX,
  type AdminUser,
  type AdminUserChange,
  type AdminUserPage,
  type UserStats,
} from './admin-users.js';

/** Query of GET /api/admin/users; every field may be omitted. */
export class AdminUserQueryDto {
  @ApiPropertyOptional({
    description: 'Part of a name, username or email, any case.',
    maxLength: ADMIN_USER_SEARCH_MAX,
    example: 'ada',
  })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: 'q must be text.' })
  @MaxLength(ADMIN_USER_SEARCH_MAX, { message: `q must be at most ${ADMIN_USER_SEARCH_MAX} characters.` })
  @IsSafeText()
  q?: string;

  @OptionalWholeNumber('page', { max: 100_000, default: 1 })
  page?: number;

  @OptionalWholeNumber('pageSize', { max: ADMIN_USERS_PAGE_SIZE_MAX, default: ADMIN_USERS_PAGE_SIZE })
  pageSize?: number;
}

/** Body of PATCH /api/admin/users/{id}. */
export class AdminUserChangeDto implements AdminUserChange {
  @ApiPropertyOptional({ description: 'Make the account an administrator, or a reader again.' })
  @IsOptional()
  @IsBoolean({ message: 'isAdmin must be true or false.' })
  isAdmin?: boolean;

  @ApiPropertyOptional({ description: 'Suspend the account (its sessions end, its login is refused), or lift it.' })
  @IsOptional()
  @IsBoolean({ message: 'suspended must be true or false.' })
  suspended?: boolean;
}

export class AdminUserDto extends UserDto implements AdminUser {
  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'Null while the account may log in.' })
  suspendedAt!: string | null;
}

export class AdminUserPageDto implements AdminUserPage {
  @ApiProperty({ type: () => [AdminUserDto], description: 'Newest accounts first.' })
  items!: AdminUserDto[];

  @ApiProperty({ type: 'integer', description: 'Accounts matching the search, in all pages.' })
  total!: number;

  @ApiProperty({ type: 'integer', minimum: 1 })
  page!: number;

  @ApiProperty({ type: 'integer', minimum: 1 })
  pageSize!: number;
}

export class UserStatsDto implements UserStats {
  @ApiProperty({ type: 'integer', description: 'Accounts that are not administrators.' })
  readers!: number;

  @ApiProperty({ type: 'integer' })
  admins!: number;

  @ApiProperty({ type: 'integer' })
  suspended!: number;

  @ApiProperty({ type: 'integer', description: 'Accounts created in the last 30 days.' })
  newLast30Days!: number;
}
