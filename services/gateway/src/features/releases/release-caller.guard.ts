import {
  ForbiddenException,
  Injectable,
  UnauthorizedException,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import { RELEASE_MESSAGES } from '@site/contracts';
import type { FastifyRequest } from 'fastify';
import { sessionUser } from '../session/session-user.js';
import { DeployTokens } from './deploy-tokens.js';
import './release-caller.js';

/**
 * The release API's callers: a team's CI with `Authorization: Bearer <deploy token>`, or the author's admin session.
 * A token names its remote; the service checks it against the remote asked for.
 */
@Injectable()
export class ReleaseCallerGuard implements CanActivate {
  constructor(private readonly tokens: DeployTokens) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const userAgent = typeof request.headers['user-agent'] === 'string' ? request.headers['user-agent'] : '';
    const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
    if (bearer) {
      const token = await this.tokens.verify(bearer);
      if (!token) throw new UnauthorizedException(RELEASE_MESSAGES.badToken);
      request.releaseCaller = {
        kind: 'token',
        tokenId: token.id,
        name: token.name,
        remote: token.remote,
        ip: request.ip,
        userAgent,
      };
      return true;
    }
    const user = sessionUser(request);
    if (!user) throw new UnauthorizedException('You need to log in first.');
    if (!user.isAdmin) throw new ForbiddenException('Only the site administrator can do this.');
    request.releaseCaller = { kind: 'admin', userId: user.id, email: user.email, ip: request.ip, userAgent };
    return true;
  }
}
