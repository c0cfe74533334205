import { randomBytes } from 'node:crypto';
import { ConflictException, Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { SERVICE_CONFIG } from '@site/service-kit';
import { isEmail } from 'class-validator';
import type { IdentityConfig } from '../../config.js';
import { PasswordHasher } from '../passwords/password-hasher.js';
import { passwordProblem } from '../passwords/password-policy.js';
import type { UserEntity } from '../users/user.entity.js';
import { UsersService } from '../users/users.service.js';

export const ADMIN_USERNAME = 'admin';
export const ADMIN_NAME = 'Administrator';
/** The `event` field of the log line that names the administrator account. */
export const ADMIN_ACCOUNT_EVENT = 'admin-account';

/** 18 random bytes: 144 bits, 24 URL-safe characters. */
export const generateAdminPassword = () => randomBytes(18).toString('base64url');

/**
 * Creates the administrator on the first start. A generated password is printed this one time
 * only: on later starts the administrator exists and nothing is printed.
 */
@Injectable()
export class AdminBootstrapService implements OnApplicationBootstrap {
  private readonly logger = new Logger('AdminBootstrap');

  constructor(
    private readonly users: UsersService,
    private readonly hasher: PasswordHasher,
    @Inject(SERVICE_CONFIG) private readonly config: IdentityConfig,
  ) {}

  onApplicationBootstrap(): Promise<void> {
    return this.ensureAdmin();
  }

  async ensureAdmin(): Promise<void> {
    const existing = await this.users.firstAdmin();
    if (existing) return this.announce(existing);
    const email = this.config.adminEmail;
    // `admin@localhost` has no top-level domain, so that part is not required.
    if (!isEmail(email, { require_tld: false })) throw new Error(`ADMIN_EMAIL is not an email address: ${email}`);
    const chosen = this.config.adminPassword;
    const problem = chosen ? passwordProblem(chosen) : null;
    if (problem) throw new Error(`ADMIN_PASSWORD is not acceptable: ${problem}`);
    const password = chosen ?? generateAdminPassword();
    try {
      await this.users.create({
        name: ADMIN_NAME,
        username: ADMIN_USERNAME,
        email,
        passwordHash: await this.hasher.hash(password),
        isAdmin: true,
        // The operator chose this address; there is nobody to send a code to before the first login.
        emailVerified: true,
      });
    } catch (error) {
      if (!(error instanceof ConflictException)) throw error;
      // Another replica starting at the same moment may have just created it.
      const raced = await this.users.firstAdmin();
      if (raced) return this.announce(raced);
      this.logger.error(
        `No administrator could be created: ${error.message} Free the username '${ADMIN_USERNAME}' and ${email}, or set is_admin on an existing account.`,
      );
      return;
    }
    const account = { event: ADMIN_ACCOUNT_EVENT, username: ADMIN_USERNAME, email };
    if (chosen) {
      this.logger.log(`Created the administrator account '${ADMIN_USERNAME}' <${email}> with ADMIN_PASSWORD.`, account);
    } else {
      // The one place the password is ever shown; `npm start` lifts it from this line into its login block.
      this.logger.warn(
        `Created the administrator account: username ${ADMIN_USERNAME}, email ${email}, password ${password} ` +
          `(shown only this once; change it after logging in).`,
        { ...account, initialPassword: password },
      );
    }
  }

  /** Names the administrator at every start, for the operator (and `npm start`'s login block). */
  private announce(admin: UserEntity): void {
    this.logger.log(`The administrator account is '${admin.username}' <${admin.email}>.`, {
      event: ADMIN_ACCOUNT_EVENT,
      username: admin.username,
      email: admin.email,
    });
  }
}
