import {
  createParamDecorator,
  ForbiddenException,
  UnauthorizedException,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import type { CallerIdentity } from './identity.js';

interface RequestWithCaller {
  caller?: CallerIdentity | null;
}

function callerOf(context: ExecutionContext): CallerIdentity | null {
  return context.switchToHttp().getRequest<RequestWithCaller>().caller ?? null;
}

/** The verified caller, or null for a visitor. Set by the identity hook of `configureService`. */
export const Caller = createParamDecorator((_data: unknown, context: ExecutionContext) => callerOf(context));

/** Lets through only callers the gateway vouched for. */
export class SignedInGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    if (!callerOf(context)) throw new UnauthorizedException('You need to log in first.');
    return true;
  }
}

/** Admin routes answer 401 to visitors and 403 to other users. */
export class AdminGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const caller = callerOf(context);
    if (!caller) throw new UnauthorizedException('You need to log in first.');
    if (!caller.isAdmin) throw new ForbiddenException('Only the site administrator can do this.');
    return true;
  }
}
