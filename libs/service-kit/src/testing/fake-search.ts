import type { SearchKind, SearchSuggestion } from '@site/contracts';
import type { RankedDocument, SearchDocument } from '../search/search-document.js';
import type { Matches } from '../search/matched-items.js';
import type { SearchRepository, WordMatch } from '../search/search.repository.js';

/**
 * An in-memory SearchRepository with canned answers that records what it was asked. Matching, ranking and
 * similarity are PostgreSQL's and are tested there.
 */
export class FakeSearch implements Pick<SearchRepository, keyof SearchRepository> {
  readonly asked: { query: string; kinds: SearchKind[]; limit: number }[] = [];
  readonly stored: SearchDocument[] = [];
  matches: Matches = { counts: {}, best: [] };
  words = new Map<string, Omit<WordMatch, 'word'>>();
  title: SearchSuggestion | null = null;

  async upsert(documents: SearchDocument[]) {
    for (const document of documents) {
      const at = this.stored.findIndex((d) => d.kind === document.kind && d.ref === document.ref);
      if (at === -1) this.stored.push(document);
      else this.stored[at] = document;
    }
  }

  async replace(kind: SearchKind, documents: SearchDocument[]) {
    await this.removeOthers(
      kind,
      documents.map((d) => d.ref),
    );
    await this.upsert(documents);
  }

  async removeOthers(kind: SearchKind, keep: string[]) {
    const gone = this.stored.filter((d) => d.kind === kind && !keep.includes(d.ref));
    for (const document of gone) this.stored.splice(this.stored.indexOf(document), 1);
  }

  async match(query: string, kinds: SearchKind[], limit: number) {
    this.asked.push({ query, kinds, limit });
    return {
      counts: this.matches.counts,
      best: this.matches.best.filter((d) => kinds.includes(d.kind)).slice(0, limit),
    };
  }

  async closestWords(words: string[]) {
    return words.map((word) => ({ word, ...(this.words.get(word) ?? { stop: false, known: true, closest: null }) }));
  }

  async closestTitle() {
    return this.title;
  }
}

/** A ranked document of the fake's canned matches, titled by its ref unless told. */
export const ranked = (fields: Partial<RankedDocument> & Pick<RankedDocument, 'kind' | 'ref'>): RankedDocument => ({
  title: fields.ref,
  date: null,
  rank: 0.5,
  headline: '',
  parts: [],
  ...fields,
});
