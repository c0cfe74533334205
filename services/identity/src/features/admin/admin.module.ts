import { Module } from '@nestjs/common';
import { PasswordsModule } from '../passwords/passwords.module.js';
import { UsersModule } from '../users/users.module.js';
import { AdminBootstrapService } from './admin-bootstrap.service.js';
import { AdminUsersController } from './admin-users.controller.js';

@Module({
  imports: [UsersModule, PasswordsModule],
  controllers: [AdminUsersController],
  providers: [AdminBootstrapService],
})
export class AdminModule {}
