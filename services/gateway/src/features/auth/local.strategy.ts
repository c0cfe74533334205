import { Injectable, UnauthorizedException } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { User } from '@site/contracts';
import { Strategy } from 'passport-local';
import { IdentityClient } from './identity-client.js';

/** Login message for both an unknown account and a wrong password, so neither is revealed. */
export const INVALID_CREDENTIALS = 'Invalid username or password';

@Injectable()
export class LocalStrategy extends PassportStrategy(Strategy) {
  constructor(private readonly identity: IdentityClient) {
    super();
  }

  async validate(username: string, password: string): Promise<User> {
    const user = await this.identity.verifyCredentials({ username, password });
    if (!user) throw new UnauthorizedException(INVALID_CREDENTIALS);
    return user;
  }
}
