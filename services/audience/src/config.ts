import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CONTACT_EMAIL, SITE_NAME } from '@site/contracts';
import { readServiceConfig } from '@site/service-kit';

const here = path.dirname(fileURLToPath(import.meta.url));
/** Seed content ships with the service (`services/audience/seed`), the same from src/ or dist/. */
export const SEED_DIR = path.resolve(here, '..', 'seed');

function milliseconds(name: string, value: string | undefined, fallback: number): number {
  const ms = Number(value ?? fallback);
  if (!Number.isInteger(ms) || ms <= 0) throw new Error(`${name} must be a whole number of milliseconds: ${value}`);
  return ms;
}

function wholeNumber(name: string, value: string | undefined, fallback: number): number {
  const number = Number(value ?? fallback);
  if (!Number.isInteger(number) || number <= 0) throw new Error(`${name} must be a whole number above 0: ${value}`);
  return number;
}

export const audienceConfig = (env = process.env) => ({
  ...readServiceConfig('audience', 3004, env),
  /** Subscribers whose mails of an issue are written to the outbox in one transaction. */
  newsletterBatchSize: wholeNumber('NEWSLETTER_BATCH_SIZE', env.NEWSLETTER_BATCH_SIZE, 200),
  mail: {
    smtpUrl: env.SMTP_URL || undefined,
    from: env.MAIL_FROM || `${SITE_NAME} <${CONTACT_EMAIL}>`,
    outboxDir: path.resolve(env.DATA_DIR ?? '.data', 'outbox'),
    pollMs: milliseconds('MAIL_POLL_MS', env.MAIL_POLL_MS, 30_000),
    retryFirstMs: milliseconds('MAIL_RETRY_MS', env.MAIL_RETRY_MS, 60_000),
    retryMaxMs: 6 * 60 * 60_000,
  },
});

export type AudienceConfig = ReturnType<typeof audienceConfig>;
