import { InternalTokenGuard } from '@site/service-kit';
import { Module } from '@nestjs/common';
import { PasswordsModule } from '../passwords/passwords.module.js';
import { UsersModule } from '../users/users.module.js';
import { VerificationModule } from '../verification/verification.module.js';
import { AccountInternalController } from './account-internal.controller.js';
import { AccountController } from './account.controller.js';
import { AccountRepository } from './account.repository.js';
import { AccountService } from './account.service.js';

@Module({
  imports: [UsersModule, PasswordsModule, VerificationModule],
  controllers: [AccountController, AccountInternalController],
  providers: [AccountService, AccountRepository, InternalTokenGuard],
})
export class AccountModule {}
