import { Injectable } from '@nestjs/common';
import { isEssaySlug } from '../essays/essay-slug.js';
import { EssaysRepository } from '../essays/essays.repository.js';
import { JOURNAL_ID_PATTERN, JournalRepository } from '../journal/journal.repository.js';

/** The title a card shows, or null when no page has this card. */
@Injectable()
export class CardTitles {
  constructor(
    private readonly essays: EssaysRepository,
    private readonly journal: JournalRepository,
  ) {}

  /** By slug only: a card has one address, the one the essay's page names. */
  async essay(slug: string): Promise<string | null> {
    if (!isEssaySlug(slug)) return null;
    const essay = await this.essays.find(slug);
    return essay?.slug === slug ? essay.title : null;
  }

  async journalEntry(id: string): Promise<string | null> {
    if (!JOURNAL_ID_PATTERN.test(id)) return null;
    return (await this.journal.find(id))?.title ?? null;
  }
}
