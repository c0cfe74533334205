import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { journalIdOf, pathTo, type AdminJournalEntry, type AdminJournalEntryInput } from '@site/contracts';
import type { JournalEntryEntity } from '../journal/journal-entry.entity.js';
import { JOURNAL_ID_PATTERN, JournalRepository } from '../journal/journal.repository.js';
import { SearchIndexService } from '../search/search-index.service.js';

export const JOURNAL_ENTRY_NOT_FOUND = 'Journal entry not found';

const adminEntryOf = ({ id, title, date, topics, body }: JournalEntryEntity): AdminJournalEntry => ({
  id,
  title,
  date,
  topics,
  body,
});

/**
 * The author's side of the journal: entries written in the admin area beside those read from the journal folder.
 * What is stored wins: the folder only adds entries whose id was never stored, so an entry edited or deleted here
 * stays as the author left it. Site search follows every change at once.
 */
@Injectable()
export class AdminJournalService {
  constructor(
    private readonly journal: JournalRepository,
    private readonly searchIndex: SearchIndexService,
  ) {}

  async list(): Promise<AdminJournalEntry[]> {
    return (await this.journal.all()).map(adminEntryOf);
  }

  async get(id: string): Promise<AdminJournalEntry> {
    return adminEntryOf(await this.found(id));
  }

  /** A new entry, its id made of its day and title; a deleted entry's id is free to take again. */
  async create(input: AdminJournalEntryInput): Promise<AdminJournalEntry> {
    const id = journalIdOf(input);
    const existing = await this.journal.findEvenDeleted(id);
    if (existing && !existing.deletedAt) {
      throw new ConflictException(
        `An entry of that day with that title exists already (${pathTo('journalEntry', { id })}); change the title.`,
      );
    }
    return this.write({ id, ...input });
  }

  /** Rewrites an entry; its id, and so its address, stays. */
  async update(id: string, input: AdminJournalEntryInput): Promise<AdminJournalEntry> {
    await this.found(id);
    return this.write({ id, ...input });
  }

  async remove(id: string): Promise<void> {
    await this.found(id);
    await this.journal.remove(id);
    await this.searchIndex.sync();
  }

  private async write(entry: AdminJournalEntry): Promise<AdminJournalEntry> {
    await this.journal.save(entry);
    await this.searchIndex.sync();
    return entry;
  }

  private async found(id: string): Promise<JournalEntryEntity> {
    const entry = JOURNAL_ID_PATTERN.test(id) ? await this.journal.find(id) : null;
    if (!entry) throw new NotFoundException(JOURNAL_ENTRY_NOT_FOUND);
    return entry;
  }
}
