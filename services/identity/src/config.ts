import path from 'node:path';
import { CONTACT_EMAIL, SITE_NAME } from '@site/contracts';
import { readServiceConfig } from '@site/service-kit';

function milliseconds(name: string, value: string | undefined, fallback: number): number {
  const ms = Number(value ?? fallback);
  if (!Number.isInteger(ms) || ms <= 0) throw new Error(`${name} must be a whole number of milliseconds: ${value}`);
  return ms;
}

/** `ADMIN_EMAIL` / `ADMIN_PASSWORD` only matter on the first start, when no administrator exists yet. */
export const identityConfig = (env = process.env) => ({
  ...readServiceConfig('identity', 3001, env),
  adminEmail: env.ADMIN_EMAIL?.trim().toLowerCase() || 'admin@localhost',
  adminPassword: env.ADMIN_PASSWORD || undefined,
  /** Verification codes, reset links and notices go out through the identity service's own outbox. */
  mail: {
    smtpUrl: env.SMTP_URL || undefined,
    from: env.MAIL_FROM || `${SITE_NAME} <${CONTACT_EMAIL}>`,
    outboxDir: path.resolve(env.DATA_DIR ?? '.data', 'outbox'),
    pollMs: milliseconds('MAIL_POLL_MS', env.MAIL_POLL_MS, 30_000),
    retryFirstMs: milliseconds('MAIL_RETRY_MS', env.MAIL_RETRY_MS, 60_000),
    retryMaxMs: 6 * 60 * 60_000,
  },
});

export type IdentityConfig = ReturnType<typeof identityConfig>;
