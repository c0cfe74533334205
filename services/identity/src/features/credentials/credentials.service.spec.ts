import { BadRequestException, ConflictException, UnauthorizedException, type HttpException } from '@nestjs/common';
import { jest } from '@jest/globals';
import { EMAIL_NOT_VERIFIED_TEXT } from '@site/contracts';
import { hash as argon2Hash } from '@node-rs/argon2';
import { FakeUsers } from '../../../test/fake-users.js';
import { PasswordHasher } from '../passwords/password-hasher.js';
import { TOO_COMMON } from '../passwords/password-policy.js';
import type { UserEntity } from '../users/user.entity.js';
import type { VerificationService } from '../verification/verification.service.js';
import { CredentialsService, INVALID_CREDENTIALS } from './credentials.service.js';

const registration = {
  name: 'Ada Lovelace',
  username: 'Ada',
  email: 'Ada@Example.org',
  password: 'analytical-engine-1843',
};

async function rejection(promise: Promise<unknown>): Promise<HttpException> {
  try {
    await promise;
  } catch (error) {
    return error as HttpException;
  }
  throw new Error('expected a rejection');
}

describe('CredentialsService', () => {
  let users: FakeUsers;
  let hasher: PasswordHasher;
  let service: CredentialsService;
  let mailedTo: UserEntity[];

  beforeEach(() => {
    users = new FakeUsers();
    hasher = new PasswordHasher();
    mailedTo = [];
    const verification = {
      send: async (user: UserEntity) => {
        mailedTo.push(user);
      },
    } as unknown as VerificationService;
    service = new CredentialsService(users.asService(), hasher, verification);
  });

  /** A registered account whose address was verified, as one that may log in. */
  const registerVerified = async () => {
    await service.register(registration);
    users.rows[0].emailVerified = true;
  };

  it('registers an unverified account with an argon2id hash, mails it a code and does not answer the user', async () => {
    const answer = await service.register(registration);
    expect(answer).toEqual({
      requiresVerification: true,
      message: 'Please check your email for verification code',
      id: 1,
    });
    expect(users.rows[0]).toMatchObject({ email: 'ada@example.org', emailVerified: false });
    expect(mailedTo.map((user) => user.email)).toEqual(['ada@example.org']);
    const hash = users.rows[0].passwordHash;
    expect(hash).toMatch(/^\$argon2id\$/);
    expect(hash).toContain('m=19456');
    expect(hash).toContain('t=2');
    expect(hash).toContain('p=1');
  });

  it('refuses a common password and stores nothing', async () => {
    const error = await rejection(service.register({ ...registration, password: 'Password123' }));
    expect(error).toBeInstanceOf(BadRequestException);
    expect(error.message).toBe(TOO_COMMON);
    expect(users.rows).toHaveLength(0);
  });

  it('refuses a name of only spaces', async () => {
    await expect(service.register({ ...registration, name: '   ' })).rejects.toBeInstanceOf(BadRequestException);
  });

  it('passes on a taken username as a conflict', async () => {
    await service.register(registration);
    const error = await rejection(service.register({ ...registration, username: 'ADA', email: 'other@example.org' }));
    expect(error).toBeInstanceOf(ConflictException);
    expect(error.message).toBe('That username is already taken.');
  });

  it('accepts the username in any case, or the email', async () => {
    await registerVerified();
    await expect(service.verify({ username: 'ada', password: registration.password })).resolves.toMatchObject({
      id: 1,
    });
    await expect(
      service.verify({ username: 'ADA@example.org', password: registration.password }),
    ).resolves.toMatchObject({ id: 1 });
  });

  it('answers an unknown account exactly as a wrong password, after hashing work in both cases', async () => {
    await service.register(registration);
    const verify = jest.spyOn(hasher, 'verify');

    const wrong = await rejection(service.verify({ username: 'Ada', password: 'not-the-password' }));
    const unknown = await rejection(service.verify({ username: 'nobody', password: 'not-the-password' }));

    expect(wrong).toBeInstanceOf(UnauthorizedException);
    expect(unknown).toBeInstanceOf(UnauthorizedException);
    expect(unknown.getResponse()).toEqual(wrong.getResponse());
    expect(wrong.message).toBe(INVALID_CREDENTIALS);
    expect(verify).toHaveBeenCalledTimes(2);
  });

  it('refuses the right password of an unverified account with 403 and the reason, a wrong one with 401', async () => {
    await service.register(registration);
    const error = await rejection(service.verify({ username: 'Ada', password: registration.password }));
    expect(error.getStatus()).toBe(403);
    expect(error.getResponse()).toMatchObject({ reason: 'email-unverified', message: EMAIL_NOT_VERIFIED_TEXT });
    const wrong = await rejection(service.verify({ username: 'Ada', password: 'not-the-password' }));
    expect(wrong).toBeInstanceOf(UnauthorizedException);
  });

  it('upgrades a hash made with weaker settings at login', async () => {
    await registerVerified();
    users.rows[0].passwordHash = await argon2Hash(registration.password, {
      memoryCost: 8192,
      timeCost: 1,
      parallelism: 1,
    });
    await service.verify({ username: 'Ada', password: registration.password });
    expect(hasher.needsRehash(users.rows[0].passwordHash)).toBe(false);
  });
});
