import { randomBytes } from 'node:crypto';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import argon2 from 'argon2';

/** OWASP's argon2id baseline: 19 MiB of memory, two passes, one lane. */
export const ARGON2_OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

@Injectable()
export class PasswordHasher implements OnModuleInit {
  private dummyHash: Promise<string> | undefined;

  /** Prepares the stand-in hash at start so the first check of an unknown account is not faster. */
  async onModuleInit(): Promise<void> {
    await this.standIn();
  }

  hash(password: string): Promise<string> {
    return argon2.hash(password, ARGON2_OPTIONS);
  }

  /** A malformed stored hash counts as a mismatch rather than an error. */
  async verify(hash: string, password: string): Promise<boolean> {
    try {
      return await argon2.verify(hash, password);
    } catch {
      return false;
    }
  }

  /** Hashes made with weaker settings are upgraded at the next successful login. */
  needsRehash(hash: string): boolean {
    return argon2.needsRehash(hash, ARGON2_OPTIONS);
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
