import { Module } from '@nestjs/common';
import { AccountSubscriptionController } from './account-subscription.controller.js';
import { AccountSubscriptionRepository } from './account-subscription.repository.js';
import { AccountSubscriptionService } from './account-subscription.service.js';

@Module({
  controllers: [AccountSubscriptionController],
  providers: [AccountSubscriptionRepository, AccountSubscriptionService],
  exports: [AccountSubscriptionRepository],
})
export class AccountSubscriptionModule {}
