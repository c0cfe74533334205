import { Module, type DynamicModule } from '@nestjs/common';
import { MailOutboxModule, OutboxMailEntity } from '@site/mailer';
import { databaseModule, ServiceKitModule } from '@site/service-kit';
import type { AudienceConfig } from './config.js';
import { Initial1732400000000 } from './database/migrations/1732400000000-initial.js';
import { ChatAndInbox1733250000000 } from './database/migrations/1733250000000-chat-and-inbox.js';
import { NewsletterAdmin1733260000000 } from './database/migrations/1733260000000-newsletter-admin.js';
import { SiteNotices1733270000000 } from './database/migrations/1733270000000-site-notices.js';
import { AccountDataModule } from './features/account-data/account-data.module.js';
import { AdminStatsModule } from './features/admin-stats/admin-stats.module.js';
import { AccountSubscriptionModule } from './features/account-subscription/account-subscription.module.js';
import { AuthorPresenceEntity } from './features/chat/author-presence.entity.js';
import { ChatConversationEntity } from './features/chat/chat-conversation.entity.js';
import { ChatMessageEntity } from './features/chat/chat-message.entity.js';
import { ChatModule } from './features/chat/chat.module.js';
import { ContactMessageEntity } from './features/contact/contact-message.entity.js';
import { ContactModule } from './features/contact/contact.module.js';
import { ContactReplyEntity } from './features/inbox/contact-reply.entity.js';
import { InboxModule } from './features/inbox/inbox.module.js';
import { SiteNoticeEntity } from './features/inbox/site-notice.entity.js';
import { NewsletterAdminModule } from './features/newsletter-admin/newsletter-admin.module.js';
import { NewsletterDeliveryEntity } from './features/newsletter/newsletter-delivery.entity.js';
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
          entities: [
            ContactMessageEntity,
            SubscriberEntity,
            NewsletterIssueEntity,
            NewsletterDeliveryEntity,
            OutboxMailEntity,
            ChatConversationEntity,
            ChatMessageEntity,
            ContactReplyEntity,
            AuthorPresenceEntity,
            SiteNoticeEntity,
          ],
          migrations: [
            Initial1732400000000,
            ChatAndInbox1733250000000,
            NewsletterAdmin1733260000000,
            SiteNotices1733270000000,
          ],
        }),
        MailOutboxModule.forRoot(config.mail),
        ContactModule,
        NewsletterModule,
        NewsletterAdminModule,
        AccountSubscriptionModule,
        AdminStatsModule,
        ChatModule,
        InboxModule,
        AccountDataModule,
      ],
    };
  }
}
