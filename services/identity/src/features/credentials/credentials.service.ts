import { BadRequestException, ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import {
  EMAIL_NOT_VERIFIED_REASON,
  EMAIL_NOT_VERIFIED_TEXT,
  VERIFICATION_SENT_TEXT,
  type RegistrationPending,
  type User,
} from '@site/contracts';
import type { LoginDto, RegisterDto } from '@site/contracts/dto';
import { PasswordHasher } from '../passwords/password-hasher.js';
import { passwordProblem } from '../passwords/password-policy.js';
import { toPublicUser } from '../users/public-user.js';
import { UsersService } from '../users/users.service.js';
import { VerificationService } from '../verification/verification.service.js';

export const INVALID_CREDENTIALS = 'Invalid username or password';
export const ACCOUNT_SUSPENDED = 'This account is suspended.';

@Injectable()
export class CredentialsService {
  constructor(
    private readonly users: UsersService,
    private readonly hasher: PasswordHasher,
    private readonly verification: VerificationService,
  ) {}

  /** The account waits for the mailed code: it cannot log in before the address is proved. */
  async register(input: RegisterDto): Promise<RegistrationPending & { id: number }> {
    const name = input.name.trim();
    if (!name) throw new BadRequestException('Name must be 1 to 100 characters.');
    const problem = passwordProblem(input.password);
    if (problem) throw new BadRequestException(problem);
    const user = await this.users.create({
      name,
      username: input.username,
      email: input.email,
      passwordHash: await this.hasher.hash(input.password),
    });
    await this.verification.send(user);
    return { requiresVerification: true, message: VERIFICATION_SENT_TEXT, id: user.id };
  }

  /** Unknown account and wrong password get the same answer after the same amount of hashing work. */
  async verify(input: LoginDto): Promise<User> {
    const user = await this.users.findByLogin(input.username);
    const valid = user
      ? await this.hasher.verify(user.passwordHash, input.password)
      : await this.hasher.verifyAgainstNothing(input.password);
    if (!user || !valid) throw new UnauthorizedException(INVALID_CREDENTIALS);
    // Only after the password: a suspension is not told to someone guessing it.
    if (user.suspendedAt) throw new ForbiddenException(ACCOUNT_SUSPENDED);
    // Also only after the password; `reason` lets the login page offer the code form.
    if (!user.emailVerified) {
      throw new ForbiddenException({
        statusCode: 403,
        message: EMAIL_NOT_VERIFIED_TEXT,
        reason: EMAIL_NOT_VERIFIED_REASON,
      });
    }
    if (this.hasher.needsRehash(user.passwordHash)) {
      await this.users.updatePasswordHash(user.id, await this.hasher.hash(input.password));
    }
    return toPublicUser(user);
  }
}
