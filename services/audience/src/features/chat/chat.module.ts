import { Module } from '@nestjs/common';
import { ChatController } from './chat.controller.js';
import { ChatRepository } from './chat.repository.js';
import { ChatService } from './chat.service.js';
import { InboxEvents } from './inbox-events.js';
import { PresenceRepository } from './presence.repository.js';

@Module({
  controllers: [ChatController],
  providers: [ChatService, ChatRepository, PresenceRepository, InboxEvents],
  exports: [ChatRepository, PresenceRepository, InboxEvents],
})
export class ChatModule {}
