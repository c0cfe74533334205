import { ConflictException } from '@nestjs/common';
import { EMAIL_AWAITING_VERIFICATION_TEXT, UNVERIFIED_ACCOUNT_MAX_DAYS } from '@site/contracts';
import { FakeUsers } from '../../../test/fake-users.js';
import { DuplicateUserError, type NewUserRow } from './users.repository.js';
import { EMAIL_TAKEN, USERNAME_TAKEN, UsersService } from './users.service.js';

const ada = { name: 'Ada', username: 'Ada', email: ' Ada@Example.org ', passwordHash: 'hash' };

describe('UsersService', () => {
  let users: FakeUsers;
  let service: UsersService;

  beforeEach(() => {
    users = new FakeUsers();
    service = users.asService();
  });

  it('stores emails lower-cased and finds an account by username in any case or by email', async () => {
    const created = await service.create(ada);
    expect(created).toMatchObject({ username: 'Ada', email: 'ada@example.org', isAdmin: false });
    expect(await service.findByLogin(' ADA ')).toMatchObject({ id: created.id });
    expect(await service.findByLogin('ADA@example.org')).toMatchObject({ id: created.id });
    expect(await service.findByLogin('grace')).toBeNull();
  });

  it('refuses a taken username, in any case, before a taken email', async () => {
    await service.create(ada);
    await expect(service.create({ ...ada, username: 'ADA', email: 'other@example.org' })).rejects.toThrow(
      new ConflictException(USERNAME_TAKEN),
    );
    await expect(service.create({ ...ada, username: 'ada' })).rejects.toThrow(USERNAME_TAKEN);
    await expect(service.create({ ...ada, username: 'grace', email: 'ADA@example.org' })).rejects.toThrow(
      new ConflictException(EMAIL_AWAITING_VERIFICATION_TEXT),
    );
    users.rows[0].emailVerified = true;
    await expect(service.create({ ...ada, username: 'grace', email: 'ADA@example.org' })).rejects.toThrow(
      new ConflictException(EMAIL_TAKEN),
    );
    expect(users.rows).toHaveLength(1);
  });

  it(`gives the username and address of an account unverified for ${UNVERIFIED_ACCOUNT_MAX_DAYS} days to a new registration`, async () => {
    const day = 24 * 60 * 60_000;
    const mistaken = await service.create(ada);
    const verified = await service.create({ ...ada, username: 'grace', email: 'grace@example.org' });
    verified.emailVerified = true;
    const almost = new Date(mistaken.createdAt.getTime() + UNVERIFIED_ACCOUNT_MAX_DAYS * day - 1000);
    await expect(service.create({ ...ada, username: 'ada_again' }, almost)).rejects.toThrow(
      EMAIL_AWAITING_VERIFICATION_TEXT,
    );

    const later = new Date(mistaken.createdAt.getTime() + UNVERIFIED_ACCOUNT_MAX_DAYS * day + 1000);
    const again = await service.create({ ...ada, name: 'The real Ada' }, later);
    expect(again).toMatchObject({ name: 'The real Ada', email: 'ada@example.org' });
    expect(users.rows.map((row) => row.id)).toEqual([verified.id, again.id]);
    // A verified account keeps its address however old it is.
    await expect(service.create({ ...ada, username: 'other', email: 'grace@example.org' }, later)).rejects.toThrow(
      EMAIL_TAKEN,
    );
  });

  it('answers a registration that lost the race to the same email as a conflict too', async () => {
    users.clashes = async () => [];
    users.insert = async (_user: NewUserRow) => {
      throw new DuplicateUserError('email');
    };
    await expect(service.create(ada)).rejects.toThrow(new ConflictException(EMAIL_TAKEN));
  });

  it('finds no account for an id outside the integer range', async () => {
    await service.create(ada);
    expect(await service.findById(1)).toMatchObject({ username: 'Ada' });
    for (const id of [0, -1, 1.5, 2_147_483_648, Number.NaN]) expect(await service.findById(id)).toBeNull();
  });

  it('changes the profile fields it is given and answers the account', async () => {
    const { id } = await service.create(ada);
    expect(await service.updateProfile(id, { name: 'Ada Lovelace' })).toMatchObject({
      name: 'Ada Lovelace',
      profilePicture: null,
    });
    expect(await service.updateProfile(99, { name: 'Nobody' })).toBeNull();
  });
});
