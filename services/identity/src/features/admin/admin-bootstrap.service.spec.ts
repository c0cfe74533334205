import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { FakeUsers } from '../../../test/fake-users.js';
import { identityConfig } from '../../config.js';
import { PasswordHasher } from '../passwords/password-hasher.js';
import { AdminBootstrapService } from './admin-bootstrap.service.js';

const spyOn = (method: 'warn' | 'log') => jest.spyOn(Logger.prototype, method).mockImplementation(() => undefined);

describe('AdminBootstrapService', () => {
  let users: FakeUsers;
  let hasher: PasswordHasher;
  let warn: ReturnType<typeof spyOn>;
  let log: ReturnType<typeof spyOn>;

  const start = (env: Record<string, string> = {}) =>
    new AdminBootstrapService(users.asService(), hasher, identityConfig(env)).ensureAdmin();

  beforeEach(() => {
    users = new FakeUsers();
    hasher = new PasswordHasher();
    warn = spyOn('warn');
    log = spyOn('log');
  });

  afterEach(() => jest.restoreAllMocks());

  it('creates the admin with a generated password, prints it once and never again', async () => {
    await start();
    expect(warn).toHaveBeenCalledTimes(1);
    const line = String(warn.mock.calls[0][0]);
    const password = /password (\S+)/.exec(line)?.[1] ?? '';
    expect(line).toContain('email admin@localhost');
    expect(password.length).toBeGreaterThanOrEqual(20);

    const [admin] = users.rows;
    expect(admin).toMatchObject({
      username: 'admin',
      name: 'Administrator',
      email: 'admin@localhost',
      isAdmin: true,
      emailVerified: true,
    });
    await expect(hasher.verify(admin.passwordHash, password)).resolves.toBe(true);

    expect(warn.mock.calls[0][1]).toEqual({
      event: 'admin-account',
      username: 'admin',
      email: 'admin@localhost',
      initialPassword: password,
    });

    await start();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(users.rows).toHaveLength(1);
    // A later start names the account for the operator, without the password.
    expect(log).toHaveBeenLastCalledWith("The administrator account is 'admin' <admin@localhost>.", {
      event: 'admin-account',
      username: 'admin',
      email: 'admin@localhost',
    });
  });

  it('uses ADMIN_EMAIL and ADMIN_PASSWORD without printing the password', async () => {
    await start({ ADMIN_EMAIL: 'Root@Example.org', ADMIN_PASSWORD: 'a-long-chosen-secret' });
    expect(warn).not.toHaveBeenCalled();
    expect(log.mock.calls.join(' ')).not.toContain('a-long-chosen-secret');
    expect(users.rows[0].email).toBe('root@example.org');
    await expect(hasher.verify(users.rows[0].passwordHash, 'a-long-chosen-secret')).resolves.toBe(true);
  });

  it('refuses to start with an ADMIN_EMAIL that is not an email', async () => {
    await expect(start({ ADMIN_EMAIL: 'root' })).rejects.toThrow(/ADMIN_EMAIL is not an email address/);
    expect(users.rows).toHaveLength(0);
  });

  it('refuses to start with a weak ADMIN_PASSWORD', async () => {
    await expect(start({ ADMIN_PASSWORD: 'password1' })).rejects.toThrow(/ADMIN_PASSWORD is not acceptable/);
    expect(users.rows).toHaveLength(0);
  });
});
