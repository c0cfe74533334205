import { InternalTokenGuard } from '@site/service-kit';
import { Module } from '@nestjs/common';
import { CredentialsService } from '../credentials/credentials.service.js';
import { PasswordsModule } from '../passwords/passwords.module.js';
import { UsersModule } from '../users/users.module.js';
import { VerificationModule } from '../verification/verification.module.js';
import { InternalController } from './internal.controller.js';

@Module({
  imports: [UsersModule, PasswordsModule, VerificationModule],
  controllers: [InternalController],
  providers: [CredentialsService, InternalTokenGuard],
})
export class InternalModule {}
