import { Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { AuthController } from './auth.controller.js';
import { IdentityClient } from './identity-client.js';
import { LocalStrategy } from './local.strategy.js';

@Module({
  imports: [PassportModule],
  controllers: [AuthController],
  providers: [IdentityClient, LocalStrategy],
})
export class AuthModule {}
