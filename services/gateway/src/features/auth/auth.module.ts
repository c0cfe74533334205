import { Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { SessionModule } from '../session/session.module.js';
import { AccountController } from './account.controller.js';
import { AudienceClient } from './audience-client.js';
import { AuthController } from './auth.controller.js';
import { IdentityClient } from './identity-client.js';
import { LearnClient } from './learn-client.js';
import { LocalStrategy } from './local.strategy.js';

@Module({
  imports: [PassportModule, SessionModule],
  controllers: [AuthController, AccountController],
  providers: [IdentityClient, LearnClient, AudienceClient, LocalStrategy],
})
export class AuthModule {}
