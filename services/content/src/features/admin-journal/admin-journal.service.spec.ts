import { jest } from '@jest/globals';
import { ConflictException, NotFoundException } from '@nestjs/common';
import type { JournalEntryEntity } from '../journal/journal-entry.entity.js';
import type { JournalRepository } from '../journal/journal.repository.js';
import type { SearchIndexService } from '../search/search-index.service.js';
import { AdminJournalService } from './admin-journal.service.js';

const INPUT = { title: 'Frost on the quince', date: '2026-11-20', topics: ['Ecology'], body: 'Frost.' };
const STORED: JournalEntryEntity = { id: '2026-11-20-frost-on-the-quince', ...INPUT, deletedAt: null };

function setup({ stored = null as JournalEntryEntity | null } = {}) {
  const journal = {
    all: jest.fn(async () => (stored ? [stored] : [])),
    find: jest.fn(async () => (stored && !stored.deletedAt ? stored : null)),
    findEvenDeleted: jest.fn(async () => stored),
    save: jest.fn(async () => undefined),
    remove: jest.fn(async () => undefined),
  };
  const searchIndex = { sync: jest.fn(async () => undefined) };
  const service = new AdminJournalService(
    journal as unknown as JournalRepository,
    searchIndex as unknown as SearchIndexService,
  );
  return { journal, searchIndex, service };
}

describe('AdminJournalService', () => {
  it('writes a new entry under its day and title, then brings search in step', async () => {
    const { journal, searchIndex, service } = setup();
    expect(await service.create(INPUT)).toEqual({ id: STORED.id, ...INPUT });
    expect(journal.findEvenDeleted).toHaveBeenCalledWith(STORED.id);
    expect(journal.save).toHaveBeenCalledWith({ id: STORED.id, ...INPUT });
    expect(searchIndex.sync).toHaveBeenCalledTimes(1);
  });

  it('refuses a second entry of the same day and title', async () => {
    const { journal, service } = setup({ stored: STORED });
    await expect(service.create(INPUT)).rejects.toThrow(ConflictException);
    expect(journal.save).not.toHaveBeenCalled();
  });

  it('takes the id of a deleted entry again', async () => {
    const { journal, service } = setup({ stored: { ...STORED, deletedAt: new Date('2026-11-21T00:00:00Z') } });
    await service.create(INPUT);
    expect(journal.save).toHaveBeenCalledWith({ id: STORED.id, ...INPUT });
  });

  it('rewrites and deletes only an entry that is there', async () => {
    const { journal, searchIndex, service } = setup({ stored: STORED });
    await service.update(STORED.id, { ...INPUT, title: 'Thaw' });
    expect(journal.save).toHaveBeenCalledWith({ ...INPUT, id: STORED.id, title: 'Thaw' });
    await service.remove(STORED.id);
    expect(journal.remove).toHaveBeenCalledWith(STORED.id);
    expect(searchIndex.sync).toHaveBeenCalledTimes(2);

    const empty = setup();
    await expect(empty.service.update('no-such-entry', INPUT)).rejects.toThrow(NotFoundException);
    await expect(empty.service.remove('NOT AN ID')).rejects.toThrow(NotFoundException);
    expect(empty.journal.find).toHaveBeenCalledTimes(1);
    expect(empty.journal.remove).not.toHaveBeenCalled();
  });
});
