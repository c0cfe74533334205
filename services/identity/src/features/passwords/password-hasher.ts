import { randomBytes } from 'node:crypto';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { hash, parseOptions, verify } from '@node-rs/argon2';

/**
 * OWASP's argon2id baseline: 19 MiB of memory, two passes, one lane. `@node-rs/argon2` ships prebuilt N-API
 * binaries for every common platform (no compiler, no install script) and reads and writes the same PHC strings
 * as the `argon2` package used before, so hashes stored by it still verify. Its default variant is argon2id and
 * its default version 0x13 (19), the only ones it writes here.
 */
export const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };
const CURRENT_VARIANT = '$argon2id$v=19$';

@Injectable()
export class PasswordHasher implements OnModuleInit {
  private dummyHash: Promise<string> | undefined;

  /** Prepares the stand-in hash at start so the first check of an unknown account is not faster. */
  async onModuleInit(): Promise<void> {
    await this.standIn();
  }

  hash(password: string): Promise<string> {
    return hash(password, ARGON2_OPTIONS);
  }

  /** A malformed stored hash counts as a mismatch rather than an error. */
  async verify(stored: string, password: string): Promise<boolean> {
    try {
      return await verify(stored, password);
    } catch {
      return false;
    }
  }

  /**
   * A hash weaker than the baseline (another variant, an older version, less memory or fewer passes) is upgraded at
   * the next successful login; one at or above it is left as it is.
   */
  needsRehash(stored: string): boolean {
    if (!stored.startsWith(CURRENT_VARIANT)) return true;
    try {
      const { memoryCost, timeCost } = parseOptions(stored);
      return memoryCost < ARGON2_OPTIONS.memoryCost || timeCost < ARGON2_OPTIONS.timeCost;
    } catch {
      return true;
    }
  }

  /** Spends as long as a real check and always fails, so timing does not tell which accounts exist. */
  async verifyAgainstNothing(password: string): Promise<false> {
    await this.verify(await this.standIn(), password);
    return false;
  }

  private standIn(): Promise<string> {
    this.dummyHash ??= this.hash(randomBytes(32).toString('base64url'));
    return this.dummyHash;
  }
}
