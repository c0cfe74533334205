import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import {
  ACCOUNT_DELETED_TEXT,
  EMAIL_CHANGE_SENT_TEXT,
  PASSWORD_CHANGED_TEXT,
  type ChangeEmailInput,
  type ChangePasswordInput,
  type EmailChangeConfirmed,
} from '@site/contracts';
import { Outbox } from '@site/mailer';
import { PasswordHasher } from '../passwords/password-hasher.js';
import { passwordProblem } from '../passwords/password-policy.js';
import { toPublicUser } from '../users/public-user.js';
import type { UserEntity } from '../users/user.entity.js';
import { EMAIL_TAKEN, UsersService } from '../users/users.service.js';
import { EmailTakenError } from '../verification/email-codes.repository.js';
import { EmailCodesService } from '../verification/email-codes.service.js';
import { emailChangeCodeMail, emailChangedNotice, passwordChangedNotice } from './account-mail.js';
import { AccountRepository } from './account.repository.js';

export const WRONG_CURRENT_PASSWORD = 'Your current password is not correct.';
export const WRONG_PASSWORD = 'The password is not correct.';
export const SAME_PASSWORD = 'The new password must differ from the current one.';
export const SAME_EMAIL = 'That is already the address of your account.';
export const LAST_ADMIN = 'The only administrator cannot delete their account. Make another administrator first.';

/** What the signed-in reader changes about their own account; every change asks for the password. */
@Injectable()
export class AccountService {
  constructor(
    private readonly users: UsersService,
    private readonly accounts: AccountRepository,
    private readonly codes: EmailCodesService,
    private readonly hasher: PasswordHasher,
    private readonly outbox: Outbox,
  ) {}

  /** The caller's other sessions are ended by the controller's header. */
  async changePassword(userId: number, input: ChangePasswordInput): Promise<{ message: string }> {
    const user = await this.withPassword(userId, input.currentPassword, WRONG_CURRENT_PASSWORD);
    const problem = passwordProblem(input.newPassword);
    if (problem) throw new BadRequestException(problem);
    if (input.newPassword === input.currentPassword) throw new BadRequestException(SAME_PASSWORD);
    await this.accounts.changePassword(
      user.id,
      await this.hasher.hash(input.newPassword),
      passwordChangedNotice(user.email, user.name),
    );
    void this.outbox.kick();
    return { message: PASSWORD_CHANGED_TEXT };
  }

  /** Mails a code to the new address; the account keeps its address until the code comes back. */
  async requestEmailChange(userId: number, input: ChangeEmailInput): Promise<{ message: string }> {
    const user = await this.withPassword(userId, input.password, WRONG_PASSWORD);
    const email = input.email.trim().toLowerCase();
    if (email === user.email) throw new BadRequestException(SAME_EMAIL);
    const holder = await this.users.findByLogin(email);
    if (holder) throw new ConflictException(EMAIL_TAKEN);
    await this.codes.send({
      userId,
      purpose: 'email-change',
      email,
      mail: (code) => emailChangeCodeMail(email, user.name, code),
    });
    return { message: EMAIL_CHANGE_SENT_TEXT };
  }

  /**
   * A right code moves the account to the new address and tells the old one. The answer names the old address
   * too, so the gateway can move what other services keep for it (the newsletter).
   */
  async confirmEmailChange(userId: number, code: string): Promise<EmailChangeConfirmed> {
    const user = await this.requireUser(userId);
    try {
      const email = await this.codes.consume(userId, 'email-change', code, async (entry, writes) => {
        await writes.updateUser({ email: entry.email, emailVerified: true });
        await writes.mail(emailChangedNotice(user.email, user.name, entry.email));
        return entry.email;
      });
      void this.outbox.kick();
      return { user: toPublicUser({ ...user, email }), previousEmail: user.email };
    } catch (error) {
      if (error instanceof EmailTakenError) throw new ConflictException(EMAIL_TAKEN);
      throw error;
    }
  }

  /** Whether the account may be deleted with this password: asked before any of its data goes. */
  async checkDeletion(userId: number, password: string): Promise<{ message: string }> {
    const user = await this.withPassword(userId, password, WRONG_PASSWORD);
    if (user.isAdmin && (await this.accounts.countAdmins()) <= 1) throw new ConflictException(LAST_ADMIN);
    return { message: 'The account may be deleted.' };
  }

  async delete(userId: number): Promise<{ message: string }> {
    await this.requireUser(userId);
    await this.accounts.delete(userId);
    return { message: ACCOUNT_DELETED_TEXT };
  }

  private async requireUser(userId: number): Promise<UserEntity> {
    const user = await this.users.findById(userId);
    if (!user) throw new NotFoundException('User not found');
    return user;
  }

  private async withPassword(userId: number, password: string, wrong: string): Promise<UserEntity> {
    const user = await this.requireUser(userId);
    if (!(await this.hasher.verify(user.passwordHash, password))) throw new ForbiddenException(wrong);
    return user;
  }
}
