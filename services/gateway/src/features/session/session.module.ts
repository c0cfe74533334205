import { Module } from '@nestjs/common';
import { AccountSessionsController } from './account-sessions.controller.js';
import { SessionsRepository } from './sessions.repository.js';

@Module({
  controllers: [AccountSessionsController],
  providers: [SessionsRepository],
  exports: [SessionsRepository],
})
export class SessionModule {}
