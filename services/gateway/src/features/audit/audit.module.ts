import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { IdentityClient } from '../auth/identity-client.js';
import { AuditEntryEntity } from './audit-entry.entity.js';
import { AuditLogRepository } from './audit-log.repository.js';
import { AuditLog } from './audit-log.service.js';
import { AuditController } from './audit.controller.js';
import { OperationSummaries } from './operation-summaries.js';

/** The audit log: written by `auditPlugin` for every admin action, read by admins at /api/admin/audit. */
@Module({
  imports: [TypeOrmModule.forFeature([AuditEntryEntity])],
  controllers: [AuditController],
  providers: [AuditLog, AuditLogRepository, OperationSummaries, IdentityClient],
  exports: [AuditLog],
})
export class AuditModule {}
