import type { HttpException } from '@nestjs/common';
import type { Outbox, OutgoingMail } from '@site/mailer';
import { FakeEmailCodes } from '../../../test/fake-email-codes.js';
import { FakeUsers } from '../../../test/fake-users.js';
import { PasswordHasher } from '../passwords/password-hasher.js';
import { EmailCodesService } from '../verification/email-codes.service.js';
import type { AccountRepository } from './account.repository.js';
import { AccountService, LAST_ADMIN, SAME_EMAIL, SAME_PASSWORD, WRONG_CURRENT_PASSWORD } from './account.service.js';

const PASSWORD = 'the-current-secret-1';

async function rejection(promise: Promise<unknown>): Promise<HttpException> {
  try {
    await promise;
  } catch (error) {
    return error as HttpException;
  }
  throw new Error('expected a rejection');
}

describe('AccountService', () => {
  let users: FakeUsers;
  let codes: FakeEmailCodes;
  let notices: OutgoingMail[];
  let deleted: number[];
  let service: AccountService;
  let hasher: PasswordHasher;
  let id: number;

  beforeEach(async () => {
    users = new FakeUsers();
    codes = new FakeEmailCodes();
    hasher = new PasswordHasher();
    notices = [];
    deleted = [];
    const outbox = { kick: async () => undefined } as unknown as Outbox;
    const accounts = {
      changePassword: async (userId: number, passwordHash: string, notice: OutgoingMail) => {
        await users.update(userId, { passwordHash });
        notices.push(notice);
      },
      countAdmins: async () => users.rows.filter((row) => row.isAdmin).length,
      delete: async (userId: number) => {
        deleted.push(userId);
      },
    } as unknown as AccountRepository;
    const emailCodes = new EmailCodesService(codes.asRepository(), outbox, { internalSecret: 'test-secret' });
    service = new AccountService(users.asService(), accounts, emailCodes, hasher, outbox);
    ({ id } = await users.asService().create({
      name: 'Ada',
      username: 'ada',
      email: 'ada@example.org',
      passwordHash: await hasher.hash(PASSWORD),
    }));
  });

  describe('password', () => {
    it('needs the current password, refuses a weak or unchanged one, and sends a notice', async () => {
      const wrong = await rejection(service.changePassword(id, { currentPassword: 'nope', newPassword: 'x' }));
      expect([wrong.getStatus(), wrong.message]).toEqual([403, WRONG_CURRENT_PASSWORD]);
      const weak = await rejection(service.changePassword(id, { currentPassword: PASSWORD, newPassword: 'password1' }));
      expect(weak.getStatus()).toBe(400);
      const same = await rejection(service.changePassword(id, { currentPassword: PASSWORD, newPassword: PASSWORD }));
      expect(same.message).toBe(SAME_PASSWORD);
      expect(notices).toEqual([]);

      await service.changePassword(id, { currentPassword: PASSWORD, newPassword: 'a-brand-new-secret-4' });
      expect(await hasher.verify(users.rows[0].passwordHash, 'a-brand-new-secret-4')).toBe(true);
      expect(notices).toEqual([
        expect.objectContaining({ to: 'ada@example.org', subject: expect.stringMatching(/password/) }),
      ]);
    });
  });

  describe('email', () => {
    it('mails a code to the new address and changes it only with that code, telling the old address', async () => {
      await service.requestEmailChange(id, { email: ' Ada.New@Example.org ', password: PASSWORD });
      const [codeMail] = codes.mails;
      expect(codeMail.to).toBe('ada.new@example.org');
      expect(users.rows[0].email).toBe('ada@example.org');
      const code = /\b(\d{6})\b/.exec(codeMail.text)![1];

      const { user, previousEmail } = await service.confirmEmailChange(id, code);
      expect(user.email).toBe('ada.new@example.org');
      expect(previousEmail).toBe('ada@example.org');
      expect(codes.userChanges).toEqual([
        { userId: id, changes: { email: 'ada.new@example.org', emailVerified: true } },
      ]);
      expect(codes.mails[1]).toMatchObject({
        to: 'ada@example.org',
        subject: expect.stringMatching(/address has changed/),
      });
    });

    it('refuses the current address, a taken one and a wrong password', async () => {
      await users
        .asService()
        .create({ name: 'Grace', username: 'grace', email: 'grace@example.org', passwordHash: 'x' });
      expect(
        (await rejection(service.requestEmailChange(id, { email: 'ADA@example.org', password: PASSWORD }))).message,
      ).toBe(SAME_EMAIL);
      expect(
        (
          await rejection(service.requestEmailChange(id, { email: 'grace@example.org', password: PASSWORD }))
        ).getStatus(),
      ).toBe(409);
      expect(
        (await rejection(service.requestEmailChange(id, { email: 'new@example.org', password: 'nope' }))).getStatus(),
      ).toBe(403);
      expect(codes.mails).toEqual([]);
    });
  });

  describe('deletion', () => {
    it('checks the password first and never lets the only administrator go', async () => {
      expect((await rejection(service.checkDeletion(id, 'nope'))).getStatus()).toBe(403);
      await expect(service.checkDeletion(id, PASSWORD)).resolves.toBeDefined();
      users.rows[0].isAdmin = true;
      expect((await rejection(service.checkDeletion(id, PASSWORD))).message).toBe(LAST_ADMIN);
      await service.delete(id);
      expect(deleted).toEqual([id]);
    });
  });
});
