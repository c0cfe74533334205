import { InternalTokenGuard } from '@site/service-kit';
import { Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module.js';
import { EmailCodesRepository } from './email-codes.repository.js';
import { EmailCodesService } from './email-codes.service.js';
import { VerificationController } from './verification.controller.js';
import { VerificationService } from './verification.service.js';

@Module({
  imports: [UsersModule],
  controllers: [VerificationController],
  providers: [EmailCodesRepository, EmailCodesService, VerificationService, InternalTokenGuard],
  exports: [EmailCodesService, VerificationService],
})
export class VerificationModule {}
