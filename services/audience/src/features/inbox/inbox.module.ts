import { Module } from '@nestjs/common';
import { InternalTokenGuard } from '@site/service-kit';
import { ChatModule } from '../chat/chat.module.js';
import { InboxController } from './inbox.controller.js';
import { InboxRepository } from './inbox.repository.js';
import { InboxService } from './inbox.service.js';
import { SiteNoticesController } from './site-notices.controller.js';

@Module({
  imports: [ChatModule],
  controllers: [InboxController, SiteNoticesController],
  providers: [InboxService, InboxRepository, InternalTokenGuard],
})
export class InboxModule {}
