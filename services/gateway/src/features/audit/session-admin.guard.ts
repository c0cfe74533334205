import { ForbiddenException, UnauthorizedException, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { sessionUser } from '../session/session-user.js';

/** The gateway's own admin routes: 401 for visitors, 403 for readers, as the services' `AdminGuard` answers. */
export class SessionAdminGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const user = sessionUser(context.switchToHttp().getRequest<FastifyRequest>());
    if (!user) throw new UnauthorizedException('You need to log in first.');
    if (!user.isAdmin) throw new ForbiddenException('Only the site administrator can do this.');
    return true;
  }
}
