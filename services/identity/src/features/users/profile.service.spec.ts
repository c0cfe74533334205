import { BadRequestException, ConflictException, NotFoundException } from '@nestjs/common';
import { FakeUsers } from '../../../test/fake-users.js';
import { ProfileService } from './profile.service.js';

describe('ProfileService', () => {
  let users: FakeUsers;
  let service: ProfileService;
  let id: number;

  beforeEach(async () => {
    users = new FakeUsers();
    const usersService = users.asService();
    service = new ProfileService(usersService);
    ({ id } = await usersService.create({ name: 'Ada', username: 'ada', email: 'ada@example.org', passwordHash: 'x' }));
  });

  it('answers the public account, never the password hash', async () => {
    const me = await service.get(id);
    expect(me).toEqual({
      id,
      name: 'Ada',
      username: 'ada',
      email: 'ada@example.org',
      profilePicture: null,
      isAdmin: false,
    });
    await expect(service.get(id + 1)).rejects.toBeInstanceOf(NotFoundException);
  });

  it('trims the name and keeps what was not sent', async () => {
    await service.update(id, { profilePicture: 'https://example.org/ada.png' });
    expect(await service.update(id, { name: '  Ada Lovelace ' })).toMatchObject({
      name: 'Ada Lovelace',
      profilePicture: 'https://example.org/ada.png',
    });
  });

  it('refuses a name of only spaces and changes nothing', async () => {
    await expect(service.update(id, { name: '   ' })).rejects.toBeInstanceOf(BadRequestException);
    expect(users.rows[0].name).toBe('Ada');
  });

  it('changes the username, refusing one another account holds in any case', async () => {
    await users.asService().create({ name: 'Grace', username: 'grace', email: 'grace@example.org', passwordHash: 'x' });
    await expect(service.update(id, { username: 'GRACE' })).rejects.toBeInstanceOf(ConflictException);
    expect(await service.update(id, { username: 'Ada' })).toMatchObject({ username: 'Ada' });
    expect(await service.update(id, { username: 'countess' })).toMatchObject({ username: 'countess' });
  });

  it('answers the profile with the date the account was made', async () => {
    const profile = await service.profile(id);
    expect(profile).toMatchObject({ id, username: 'ada' });
    expect(Number.isNaN(Date.parse(profile.memberSince))).toBe(false);
  });
});
