import { BadRequestException, NotFoundException } from '@nestjs/common';
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
});
