import { NotFoundException } from '@nestjs/common';
import { MarkdownRenderer } from '@site/markdown-render';
import type { JournalEntryEntity } from './journal-entry.entity.js';
import type { JournalRepository } from './journal.repository.js';
import { JOURNAL_LIST_MAX, JournalService } from './journal.service.js';

/** An in-memory journal that counts how often it was read. */
class FakeJournal implements Pick<JournalRepository, 'all' | 'find'> {
  reads = 0;

  constructor(readonly entries: JournalEntryEntity[]) {}

  async all() {
    this.reads += 1;
    return this.entries;
  }

  async find(id: string) {
    this.reads += 1;
    return this.entries.find((entry) => entry.id === id) ?? null;
  }
}

const entry = (day: number): JournalEntryEntity => ({
  id: `2025-01-${String(day).padStart(2, '0')}-walk`,
  title: `Walk ${day}`,
  date: `2025-01-${String(day).padStart(2, '0')}`,
  topics: day % 2 === 0 ? ['Ecology'] : [],
  body: `Fog over the *river*, day ${day}.`,
});

describe('JournalService', () => {
  it('lists entries without their bodies, bounded', async () => {
    const many = Array.from({ length: JOURNAL_LIST_MAX + 5 }, (_, i) => entry((i % 28) + 1));
    const service = new JournalService(new FakeJournal(many) as unknown as JournalRepository, new MarkdownRenderer());
    const list = await service.list();
    expect(list).toHaveLength(JOURNAL_LIST_MAX);
    expect(list[0]).toEqual({ id: '2025-01-01-walk', title: 'Walk 1', date: '2025-01-01', topics: [] });
  });

  it('lists only the entries filed under a topic when asked', async () => {
    const journal = new FakeJournal([entry(1), entry(2), entry(4)]);
    const service = new JournalService(journal as unknown as JournalRepository, new MarkdownRenderer());
    expect((await service.list('Ecology')).map((item) => item.id)).toEqual(['2025-01-02-walk', '2025-01-04-walk']);
    expect(await service.list('Physics')).toEqual([]);
  });

  it('serves an entry as sanitised HTML with a description', async () => {
    const service = new JournalService(
      new FakeJournal([entry(3)]) as unknown as JournalRepository,
      new MarkdownRenderer(),
    );
    expect(await service.get('2025-01-03-walk')).toEqual({
      id: '2025-01-03-walk',
      title: 'Walk 3',
      date: '2025-01-03',
      topics: [],
      html: expect.stringContaining('<em>river</em>'),
      description: 'Fog over the river, day 3.',
    });
  });

  it('answers 404 for an unknown entry, and for a malformed id without reading the journal', async () => {
    const journal = new FakeJournal([entry(3)]);
    const service = new JournalService(journal as unknown as JournalRepository, new MarkdownRenderer());
    await expect(service.get('../etc/passwd')).rejects.toThrow(new NotFoundException('Journal entry not found'));
    expect(journal.reads).toBe(0);
    await expect(service.get('2025-01-04-walk')).rejects.toBeInstanceOf(NotFoundException);
  });
});
