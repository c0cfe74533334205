import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { UserListPage } from '@site/contracts';
import { UserListPageDto } from '@site/contracts/dto';
import { AdminGuard, ApiAdminOnly, ApiErrors } from '@site/service-kit';
import { toPublicUser } from '../users/public-user.js';
import { UsersService } from '../users/users.service.js';
import { DEFAULT_PAGE_SIZE, UserPageQueryDto } from './user-page-query.dto.js';

@ApiTags('admin')
@ApiAdminOnly()
@Controller('admin/users')
@UseGuards(AdminGuard)
export class AdminUsersController {
  constructor(private readonly users: UsersService) {}

  @Get()
  @ApiOperation({ summary: 'One page of the user accounts' })
  @ApiOkResponse({ type: UserListPageDto })
  @ApiErrors({ 400: 'A page or pageSize out of range.' })
  async list(@Query() query: UserPageQueryDto): Promise<UserListPage> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
    const { items, total } = await this.users.page(page, pageSize);
    return { items: items.map(toPublicUser), total, page, pageSize };
  }
}
