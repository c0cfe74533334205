import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { IdentityClient } from '../auth/identity-client.js';
import { AuditEntryEntity } from './audit-entry.entity.js';
import { AuditLogRepository } from './audit-log.repository.js';
import { AuditLog } from './audit-log.service.js';
import { AuditController } from './audit.controller.js';
import { OperationSummaries } from './operation-summaries.js';
import { ServiceAuditEvents } from './service-audit-events.js';

/**
 * The audit log: written by `auditPlugin` for every admin action and by `ServiceAuditEvents` for what services did
 * by themselves, read by admins at /api/admin/audit.
 */
@Module({
  imports: [TypeOrmModule.forFeature([AuditEntryEntity])],
  controllers: [AuditController],
  providers: [AuditLog, AuditLogRepository, OperationSummaries, IdentityClient, ServiceAuditEvents],
  exports: [AuditLog],
})
export class AuditModule {}
