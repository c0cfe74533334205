import { Module } from '@nestjs/common';
import { PasswordsModule } from '../passwords/passwords.module.js';
import { UsersModule } from '../users/users.module.js';
import { PasswordResetController } from './password-reset.controller.js';
import { PasswordResetService } from './password-reset.service.js';
import { PasswordResetsRepository } from './password-resets.repository.js';

@Module({
  imports: [UsersModule, PasswordsModule],
  controllers: [PasswordResetController],
  providers: [PasswordResetService, PasswordResetsRepository],
  exports: [PasswordResetsRepository],
})
export class PasswordResetModule {}
