import type { ThrottlerModuleOptions } from '@nestjs/throttler';
import type { GatewayConfig } from '../../config.js';

const FIFTEEN_MINUTES = 15 * 60_000;
export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a few minutes and try again.';

/** Login is limited per client IP and per account name; register per client IP. */
export function authThrottles(config: GatewayConfig): ThrottlerModuleOptions {
  return {
    errorMessage: TOO_MANY_ATTEMPTS,
    throttlers: [
      { name: 'loginIp', ttl: FIFTEEN_MINUTES, limit: config.loginLimitPerIp },
      {
        name: 'loginAccount',
        ttl: FIFTEEN_MINUTES,
        limit: config.loginLimitPerAccount,
        getTracker: (req: Record<string, unknown>) => {
          const body = req.body as { username?: unknown } | undefined;
          return typeof body?.username === 'string' ? `account:${body.username.toLowerCase()}` : `ip:${String(req.ip)}`;
        },
      },
      { name: 'registerIp', ttl: FIFTEEN_MINUTES, limit: config.registerLimitPerIp },
    ],
  };
}
