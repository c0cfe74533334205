import { Injectable, UnauthorizedException } from '@nestjs/common';
import { DEFAULT_PREFERENCES, type Preferences, type PreferencesChanges } from '@site/contracts';
import type { CallerIdentity } from '@site/service-kit';
import { PreferencesRepository } from './preferences.repository.js';

const ACCOUNT_GONE = 'You need to log in first.';

/** The caller's own display preferences; a reader who never chose has the defaults. */
@Injectable()
export class PreferencesService {
  constructor(private readonly preferences: PreferencesRepository) {}

  async get(caller: CallerIdentity): Promise<Preferences> {
    const row = await this.preferences.findOwn(caller.userId);
    return row ? { theme: row.theme, reducedMotion: row.reducedMotion } : { ...DEFAULT_PREFERENCES };
  }

  async update(caller: CallerIdentity, changes: PreferencesChanges): Promise<Preferences> {
    const current = await this.get(caller);
    const next: Preferences = {
      theme: changes.theme ?? current.theme,
      reducedMotion: changes.reducedMotion ?? current.reducedMotion,
    };
    if (!(await this.preferences.save(caller.userId, next))) throw new UnauthorizedException(ACCOUNT_GONE);
    return next;
  }
}
