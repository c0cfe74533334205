import { BadRequestException, Injectable } from '@nestjs/common';
import { CODE_INVALID_TEXT, CODE_RESENT_TEXT, type User } from '@site/contracts';
import { toPublicUser } from '../users/public-user.js';
import type { UserEntity } from '../users/user.entity.js';
import { UsersService } from '../users/users.service.js';
import { EmailCodesService } from './email-codes.service.js';
import { verificationMail } from './verification-mail.js';

/** A new account proves its address with a mailed code before it can log in. */
@Injectable()
export class VerificationService {
  constructor(
    private readonly users: UsersService,
    private readonly codes: EmailCodesService,
  ) {}

  /** Mails a code to the account's address (429 when asked too often). */
  send(user: UserEntity): Promise<void> {
    return this.codes.send({
      userId: user.id,
      purpose: 'verify',
      email: user.email,
      mail: (code) => verificationMail(user.email, user.name, code),
    });
  }

  /** The same answer for an unknown, a verified and a waiting address, so nobody learns which accounts exist. */
  async resend(email: string): Promise<{ message: string }> {
    const user = await this.byEmail(email);
    if (user && !user.emailVerified) await this.send(user);
    return { message: CODE_RESENT_TEXT };
  }

  /** A right code verifies the address; the gateway then starts the session. */
  async verify(email: string, code: string): Promise<User> {
    const user = await this.byEmail(email);
    // A suspended account is not logged in by a code either.
    if (!user || user.emailVerified || user.suspendedAt) throw new BadRequestException(CODE_INVALID_TEXT);
    await this.codes.consume(user.id, 'verify', code, (_entry, writes) => writes.updateUser({ emailVerified: true }));
    return toPublicUser(user);
  }

  /** Usernames cannot hold '@', so looking up an address never finds an account by its username. */
  private async byEmail(email: string): Promise<UserEntity | null> {
    return email.includes('@') ? this.users.findByLogin(email) : null;
  }
}
