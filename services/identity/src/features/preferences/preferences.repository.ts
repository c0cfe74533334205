import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Preferences } from '@site/contracts';
import { QueryFailedError, Repository } from 'typeorm';
import { PreferencesEntity } from './preferences.entity.js';

const FOREIGN_KEY_VIOLATION = '23503';

@Injectable()
export class PreferencesRepository {
  constructor(@InjectRepository(PreferencesEntity) private readonly rows: Repository<PreferencesEntity>) {}

  findOwn(userId: number): Promise<PreferencesEntity | null> {
    return this.rows.findOneBy({ userId });
  }

  /** Writes the whole set; false when the account is gone. */
  async save(userId: number, preferences: Preferences): Promise<boolean> {
    try {
      await this.rows.upsert({ userId, ...preferences }, ['userId']);
      return true;
    } catch (error) {
      const code = error instanceof QueryFailedError ? (error.driverError as { code?: string }).code : undefined;
      if (code === FOREIGN_KEY_VIOLATION) return false;
      throw error;
    }
  }
}
