import { Module } from '@nestjs/common';
import { IssueSeedService } from './issue-seed.service.js';
import { IssuesRepository } from './issues.repository.js';
import { NewsletterController } from './newsletter.controller.js';
import { NewsletterService } from './newsletter.service.js';
import { SubscribersRepository } from './subscribers.repository.js';

@Module({
  controllers: [NewsletterController],
  providers: [NewsletterService, SubscribersRepository, IssuesRepository, IssueSeedService],
})
export class NewsletterModule {}
