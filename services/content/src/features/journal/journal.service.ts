import { Injectable, NotFoundException } from '@nestjs/common';
import type { JournalEntry, JournalEntryDetail } from '@site/contracts';
import { MarkdownRenderer } from '@site/markdown-render';
import { JOURNAL_ID_PATTERN, JournalRepository } from './journal.repository.js';

export const JOURNAL_LIST_MAX = 200;

@Injectable()
export class JournalService {
  constructor(
    private readonly journal: JournalRepository,
    private readonly markdown: MarkdownRenderer,
  ) {}

  /** The entries, newest first (bounded); with a topic, only the entries filed under it. */
  async list(topic?: string): Promise<JournalEntry[]> {
    const entries = await this.journal.all();
    return entries
      .filter((entry) => topic === undefined || entry.topics.includes(topic))
      .slice(0, JOURNAL_LIST_MAX)
      .map(({ id, title, date, topics }) => ({ id, title, date, topics }));
  }

  /** The entry with its body as HTML, rendered once per version of its text. */
  async get(id: string): Promise<JournalEntryDetail> {
    const entry = JOURNAL_ID_PATTERN.test(id) ? await this.journal.find(id) : null;
    if (!entry) throw new NotFoundException('Journal entry not found');
    const { body, ...fields } = entry;
    return { ...fields, ...this.markdown.render(`journal/${entry.id}`, body) };
  }
}
