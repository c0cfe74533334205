import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { ADMIN_PAGE_SIZE_MAX } from '../users/users.service.js';

export const DEFAULT_PAGE_SIZE = 20;

/** Query of GET /api/admin/users; both default when omitted. */
export class UserPageQueryDto {
  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: 100_000, default: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'page must be a whole number.' })
  @Min(1, { message: 'page must be at least 1.' })
  @Max(100_000, { message: 'page must be at most 100000.' })
  page?: number;

  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: ADMIN_PAGE_SIZE_MAX, default: DEFAULT_PAGE_SIZE })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'pageSize must be a whole number.' })
  @Min(1, { message: 'pageSize must be at least 1.' })
  @Max(ADMIN_PAGE_SIZE_MAX, { message: `pageSize must be at most ${ADMIN_PAGE_SIZE_MAX}.` })
  pageSize?: number;
}
