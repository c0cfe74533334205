import { createHash, timingSafeEqual } from 'node:crypto';
import {
  ForbiddenException,
  Inject,
  Injectable,
  UnauthorizedException,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import type { ServiceConfig } from './config.js';
import { SERVICE_CONFIG } from './service-kit.module.js';

export const INTERNAL_TOKEN_HEADER = 'x-internal-token';

// Comparing fixed-length digests keeps the comparison time independent of the token's length too.
const digest = (value: string) => createHash('sha256').update(value).digest();

/** Only the gateway knows the shared secret; it never forwards `/api/internal` from outside. */
@Injectable()
export class InternalTokenGuard implements CanActivate {
  private readonly expected: Buffer;

  constructor(@Inject(SERVICE_CONFIG) config: ServiceConfig) {
    this.expected = digest(config.internalSecret);
  }

  canActivate(context: ExecutionContext): boolean {
    const header = context.switchToHttp().getRequest<{ headers: Record<string, unknown> }>().headers[
      INTERNAL_TOKEN_HEADER
    ];
    if (typeof header !== 'string' || header === '') throw new UnauthorizedException('Internal token required.');
    if (!timingSafeEqual(digest(header), this.expected)) throw new ForbiddenException('Invalid internal token.');
    return true;
  }
}
