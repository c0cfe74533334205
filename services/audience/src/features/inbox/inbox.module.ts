import { Module } from '@nestjs/common';
import { ChatModule } from '../chat/chat.module.js';
import { InboxController } from './inbox.controller.js';
import { InboxRepository } from './inbox.repository.js';
import { InboxService } from './inbox.service.js';

@Module({
  imports: [ChatModule],
  controllers: [InboxController],
  providers: [InboxService, InboxRepository],
})
export class InboxModule {}
