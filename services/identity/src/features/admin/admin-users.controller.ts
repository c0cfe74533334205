import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import type { UserListPage } from '@site/contracts';
import { AdminGuard } from '@site/service-kit';
import { toPublicUser } from '../users/public-user.js';
import { UsersService } from '../users/users.service.js';
import { UserPageQueryDto } from './user-page-query.dto.js';

export const DEFAULT_PAGE_SIZE = 20;

@Controller('admin/users')
@UseGuards(AdminGuard)
export class AdminUsersController {
  constructor(private readonly users: UsersService) {}

  @Get()
  async list(@Query() query: UserPageQueryDto): Promise<UserListPage> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
    const { items, total } = await this.users.page(page, pageSize);
    return { items: items.map(toPublicUser), total, page, pageSize };
  }
}
