import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { JournalEntryEntity } from './journal-entry.entity.js';

/** What a journal entry id (its seed file's name without `.md`) may look like. */
export const JOURNAL_ID_PATTERN = /^[a-z0-9][a-z0-9-]{0,199}$/;

/** The journal's entries. */
@Injectable()
export class JournalRepository {
  constructor(@InjectRepository(JournalEntryEntity) private readonly entries: Repository<JournalEntryEntity>) {}

  /** Every entry, newest first. */
  all(): Promise<JournalEntryEntity[]> {
    return this.entries.find({ order: { date: 'DESC', id: 'ASC' } });
  }

  find(id: string): Promise<JournalEntryEntity | null> {
    return this.entries.findOneBy({ id });
  }

  /** The entry with this id, deleted or not: a new entry may not take the id of one that exists. */
  findEvenDeleted(id: string): Promise<JournalEntryEntity | null> {
    return this.entries.findOne({ where: { id }, withDeleted: true });
  }

  /** Writes the entry as given, bringing back a deleted one of the same id. */
  async save(entry: Omit<JournalEntryEntity, 'deletedAt'>): Promise<void> {
    await this.entries.save({ ...entry, deletedAt: null });
  }

  /** Marks the entry deleted (see `deletedAt`). */
  async remove(id: string): Promise<void> {
    await this.entries.softDelete({ id });
  }

  /** Stores the seeds whose id is not stored yet, deleted ones included; answers how many it added. */
  async addMissing(seeds: JournalEntryEntity[]): Promise<number> {
    if (seeds.length === 0) return 0;
    const result = await this.entries.createQueryBuilder().insert().values(seeds).orIgnore().returning('id').execute();
    return (result.raw as unknown[]).length;
  }
}
