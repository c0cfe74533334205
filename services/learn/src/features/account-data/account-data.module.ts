import { Module } from '@nestjs/common';
import { AccountDataController } from './account-data.controller.js';
import { AccountDataRepository } from './account-data.repository.js';
import { InternalTokenGuard } from './internal-token.guard.js';

@Module({
  controllers: [AccountDataController],
  providers: [AccountDataRepository, InternalTokenGuard],
})
export class AccountDataModule {}
