import { Module } from '@nestjs/common';
import { InternalTokenGuard } from '@site/service-kit';
import { AccountSubscriptionModule } from '../account-subscription/account-subscription.module.js';
import { ChatModule } from '../chat/chat.module.js';
import { AccountDataController } from './account-data.controller.js';
import { AccountDataService } from './account-data.service.js';

@Module({
  imports: [ChatModule, AccountSubscriptionModule],
  controllers: [AccountDataController],
  providers: [AccountDataService, InternalTokenGuard],
})
export class AccountDataModule {}
