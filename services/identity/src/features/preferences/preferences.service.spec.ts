import { UnauthorizedException } from '@nestjs/common';
import type { Preferences } from '@site/contracts';
import type { PreferencesEntity } from './preferences.entity.js';
import type { PreferencesRepository } from './preferences.repository.js';
import { PreferencesService } from './preferences.service.js';

const ada = { userId: 7, isAdmin: false };

function fakeRepository() {
  const rows = new Map<number, Preferences>();
  const gone = new Set<number>();
  const repository = {
    findOwn: async (userId: number) => {
      const row = rows.get(userId);
      return row ? ({ userId, ...row, updatedAt: new Date() } as PreferencesEntity) : null;
    },
    save: async (userId: number, preferences: Preferences) => {
      if (gone.has(userId)) return false;
      rows.set(userId, preferences);
      return true;
    },
  };
  return { rows, gone, repository: repository as unknown as PreferencesRepository };
}

describe('PreferencesService', () => {
  it('answers the defaults until the reader chooses', async () => {
    const { repository } = fakeRepository();
    expect(await new PreferencesService(repository).get(ada)).toEqual({ theme: 'system', reducedMotion: false });
  });

  it('changes what is sent and keeps the rest', async () => {
    const { repository, rows } = fakeRepository();
    const service = new PreferencesService(repository);
    await service.update(ada, { reducedMotion: true });
    expect(await service.update(ada, { theme: 'light' })).toEqual({ theme: 'light', reducedMotion: true });
    expect(rows.get(7)).toEqual({ theme: 'light', reducedMotion: true });
  });

  it('answers 401 when the account is gone', async () => {
    const { repository, gone } = fakeRepository();
    gone.add(7);
    await expect(new PreferencesService(repository).update(ada, { theme: 'dark' })).rejects.toBeInstanceOf(
      UnauthorizedException,
    );
  });
});
