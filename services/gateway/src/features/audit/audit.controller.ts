import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AUDIT_PAGE_SIZE_DEFAULT, type AuditPage } from '@site/contracts';
import { AuditPageDto, AuditQueryDto } from '@site/contracts/dto';
import { ApiAdminOnly, ApiErrors } from '@site/service-kit';
import { AuditLog } from './audit-log.service.js';
import { SessionAdminGuard } from './session-admin.guard.js';

/** `/api/admin/audit`: answered by the gateway, which records the log itself. */
@ApiTags('admin')
@ApiAdminOnly()
@Controller('api/admin/audit')
@UseGuards(SessionAdminGuard)
export class AuditController {
  constructor(private readonly log: AuditLog) {}

  @Get()
  @ApiOperation({
    summary: 'One page of the audit log of admin actions, newest first',
    description: 'Who did what, when and from where; narrowed by the acting account and by path.',
  })
  @ApiOkResponse({ type: AuditPageDto })
  @ApiErrors({ 400: 'A page or pageSize out of range, or a filter too long.' })
  list(@Query() { page, pageSize, user, path }: AuditQueryDto): Promise<AuditPage> {
    return this.log.page(
      { user: user || undefined, path: path || undefined },
      page ?? 1,
      pageSize ?? AUDIT_PAGE_SIZE_DEFAULT,
    );
  }
}
