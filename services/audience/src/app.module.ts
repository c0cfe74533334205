import { Module, type DynamicModule } from '@nestjs/common';
import { MailOutboxModule, OutboxMailEntity } from '@site/mailer';
import { databaseModule, ServiceKitModule } from '@site/service-kit';
import type { AudienceConfig } from './config.js';
import { Initial1732400000000 } from './database/migrations/1732400000000-initial.js';
import { ContactMessageEntity } from './features/contact/contact-message.entity.js';
import { ContactModule } from './features/contact/contact.module.js';
import { NewsletterIssueEntity } from './features/newsletter/newsletter-issue.entity.js';
import { NewsletterModule } from './features/newsletter/newsletter.module.js';
import { SubscriberEntity } from './features/newsletter/subscriber.entity.js';

@Module({})
export class AppModule {
  static register(config: AudienceConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ServiceKitModule.forRoot(config),
        databaseModule(config, {
          schema: 'audience',
          entities: [ContactMessageEntity, SubscriberEntity, NewsletterIssueEntity, OutboxMailEntity],
          migrations: [Initial1732400000000],
        }),
        MailOutboxModule.forRoot(config.mail),
        ContactModule,
        NewsletterModule,
      ],
    };
  }
}
