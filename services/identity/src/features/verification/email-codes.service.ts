import { BadRequestException, HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import { CODE_INVALID_TEXT, EMAIL_CODE_MAX_TRIES, EMAIL_CODE_VALID_MINUTES } from '@site/contracts';
import { Outbox, type OutgoingMail } from '@site/mailer';
import { SERVICE_CONFIG, type ServiceConfig } from '@site/service-kit';
import type { EmailCodeEntity, EmailCodePurpose } from './email-code.entity.js';
import { emailCodeHash, newEmailCode, sameHash } from './email-code.js';
import { EmailCodesRepository, type EmailCodeWrites } from './email-codes.repository.js';

export const CODE_VALID_MS = EMAIL_CODE_VALID_MINUTES * 60_000;
/** A new code at most once a minute, and five an hour, per account and purpose. */
export const RESEND_INTERVAL_MS = 60_000;
export const SENDS_PER_HOUR = 5;
const HOUR_MS = 60 * 60_000;

export const RESEND_TOO_SOON_TEXT = 'A code was sent less than a minute ago. Please wait a minute before asking again.';
export const TOO_MANY_CODES_TEXT = 'Too many codes were sent this hour. Please try again in an hour.';

export interface CodeRequest {
  userId: number;
  purpose: EmailCodePurpose;
  /** Where the code goes, lower-cased. */
  email: string;
  mail: (code: string) => OutgoingMail;
}

/** Mailed six-digit codes: sent with limits, kept hashed, good for 15 minutes and five wrong tries. */
@Injectable()
export class EmailCodesService {
  private readonly secret: string;

  constructor(
    private readonly codes: EmailCodesRepository,
    private readonly outbox: Outbox,
    @Inject(SERVICE_CONFIG) config: Pick<ServiceConfig, 'internalSecret'>,
  ) {
    this.secret = config.internalSecret;
  }

  /** Replaces the live code with a new one and mails it; 429 when the account asked too often. */
  async send({ userId, purpose, email, mail }: CodeRequest, now = new Date()): Promise<void> {
    const code = newEmailCode();
    const refusal = await this.codes.withLocked(userId, purpose, async (existing, writes) => {
      const problem = sendingProblem(existing, now);
      if (problem) return problem;
      const sameWindow = existing !== null && now.getTime() - existing.windowStartedAt.getTime() < HOUR_MS;
      await writes.save({
        email,
        codeHash: emailCodeHash(this.secret, userId, purpose, code),
        tries: 0,
        sentAt: now,
        expiresAt: new Date(now.getTime() + CODE_VALID_MS),
        windowStartedAt: sameWindow ? existing.windowStartedAt : now,
        windowSends: sameWindow ? existing.windowSends + 1 : 1,
      });
      await writes.mail(mail(code));
      return null;
    });
    if (refusal) throw new HttpException({ statusCode: 429, message: refusal }, HttpStatus.TOO_MANY_REQUESTS);
    void this.outbox.kick();
  }

  /**
   * Checks a code; a right one is used up and `onValid` runs in the same transaction. A wrong one counts
   * against the code (kept even though the answer is an error), and every failure gets the same 400.
   */
  async consume<T>(
    userId: number,
    purpose: EmailCodePurpose,
    code: string,
    onValid: (entry: EmailCodeEntity, writes: EmailCodeWrites) => Promise<T>,
    now = new Date(),
  ): Promise<T> {
    const outcome = await this.codes.withLocked(userId, purpose, async (existing, writes) => {
      if (!existing || existing.expiresAt <= now || existing.tries >= EMAIL_CODE_MAX_TRIES)
        return { valid: false as const };
      if (!sameHash(existing.codeHash, emailCodeHash(this.secret, userId, purpose, code))) {
        await writes.countWrongTry();
        return { valid: false as const };
      }
      await writes.remove();
      return { valid: true as const, value: await onValid(existing, writes) };
    });
    if (!outcome.valid) throw new BadRequestException(CODE_INVALID_TEXT);
    return outcome.value;
  }
}

function sendingProblem(existing: EmailCodeEntity | null, now: Date): string | null {
  if (!existing) return null;
  if (now.getTime() - existing.sentAt.getTime() < RESEND_INTERVAL_MS) return RESEND_TOO_SOON_TEXT;
  const sameWindow = now.getTime() - existing.windowStartedAt.getTime() < HOUR_MS;
  return sameWindow && existing.windowSends >= SENDS_PER_HOUR ? TOO_MANY_CODES_TEXT : null;
}
