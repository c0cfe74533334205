import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import {
  PASSWORD_RESET_TEXT,
  PASSWORD_RESET_VALID_MINUTES,
  RESET_REQUESTED_TEXT,
  RESET_TOKEN_INVALID_TEXT,
} from '@site/contracts';
import { Outbox } from '@site/mailer';
import { SERVICE_CONFIG, type ServiceConfig } from '@site/service-kit';
import { PasswordHasher } from '../passwords/password-hasher.js';
import { passwordProblem } from '../passwords/password-policy.js';
import { UsersService } from '../users/users.service.js';
import { passwordResetMail } from './password-reset-mail.js';
import { PasswordResetsRepository } from './password-resets.repository.js';
import { newResetToken, resetTokenHash } from './reset-token.js';

export const RESET_VALID_MS = PASSWORD_RESET_VALID_MINUTES * 60_000;
/** Per account: a link at most once a minute and three an hour; more asks get the same answer and no mail. */
export const RESET_INTERVAL_MS = 60_000;
export const RESETS_PER_HOUR = 3;

/** The result of a reset: the message, and whose sessions the gateway must end. */
export interface CompletedReset {
  message: string;
  userId: number;
}

@Injectable()
export class PasswordResetService {
  constructor(
    private readonly users: UsersService,
    private readonly resets: PasswordResetsRepository,
    private readonly hasher: PasswordHasher,
    private readonly outbox: Outbox,
    @Inject(SERVICE_CONFIG) private readonly config: Pick<ServiceConfig, 'siteUrl'>,
  ) {}

  /** The same answer whether the address has an account or not, and whether a mail went out or not. */
  async request(email: string, now = new Date()): Promise<{ message: string }> {
    const user = email.includes('@') ? await this.users.findByLogin(email) : null;
    if (user && (await this.mayMail(user.id, now))) {
      const token = newResetToken();
      await this.resets.create(
        user.id,
        resetTokenHash(token),
        new Date(now.getTime() + RESET_VALID_MS),
        passwordResetMail(user.email, this.config.siteUrl, token),
      );
      void this.outbox.kick();
    }
    return { message: RESET_REQUESTED_TEXT };
  }

  /** Sets the new password with a link's token; the caller ends every session of the account. */
  async reset(token: string, password: string, now = new Date()): Promise<CompletedReset> {
    const reset = await this.resets.findByHash(resetTokenHash(token));
    if (!reset || reset.usedAt || reset.expiresAt <= now) throw new BadRequestException(RESET_TOKEN_INVALID_TEXT);
    const problem = passwordProblem(password);
    if (problem) throw new BadRequestException(problem);
    const done = await this.resets.complete(reset, await this.hasher.hash(password), now);
    if (!done) throw new BadRequestException(RESET_TOKEN_INVALID_TEXT);
    return { message: PASSWORD_RESET_TEXT, userId: reset.userId };
  }

  private async mayMail(userId: number, now: Date): Promise<boolean> {
    const lastHour = await this.resets.recent(userId, new Date(now.getTime() - 60 * 60_000));
    if (lastHour.length >= RESETS_PER_HOUR) return false;
    return !lastHour[0] || now.getTime() - lastHour[0].createdAt.getTime() >= RESET_INTERVAL_MS;
  }
}
