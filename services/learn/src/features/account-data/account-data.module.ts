import { InternalTokenGuard } from '@site/service-kit';
import { Module } from '@nestjs/common';
import { AccountDataController } from './account-data.controller.js';
import { AccountDataRepository } from './account-data.repository.js';

@Module({
  controllers: [AccountDataController],
  providers: [AccountDataRepository, InternalTokenGuard],
})
export class AccountDataModule {}
