import { Module } from '@nestjs/common';
import { IssueSender } from './issue-sender.js';
import { IssuesAdminRepository } from './issues-admin.repository.js';
import { NewsletterAdminController } from './newsletter-admin.controller.js';
import { NewsletterAdminService } from './newsletter-admin.service.js';
import { SubscriberListRepository } from './subscriber-list.repository.js';

@Module({
  controllers: [NewsletterAdminController],
  providers: [NewsletterAdminService, IssuesAdminRepository, SubscriberListRepository, IssueSender],
})
export class NewsletterAdminModule {}
