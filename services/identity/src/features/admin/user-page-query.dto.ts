import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { ADMIN_PAGE_SIZE_MAX } from '../users/users.service.js';

/** Query of GET /api/admin/users; both default when omitted. */
export class UserPageQueryDto {
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'page must be a whole number.' })
  @Min(1, { message: 'page must be at least 1.' })
  @Max(100_000, { message: 'page must be at most 100000.' })
  page?: number;

  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'pageSize must be a whole number.' })
  @Min(1, { message: 'pageSize must be at least 1.' })
  @Max(ADMIN_PAGE_SIZE_MAX, { message: `pageSize must be at most ${ADMIN_PAGE_SIZE_MAX}.` })
  pageSize?: number;
}
