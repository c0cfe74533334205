import {
  markedSnippet,
  type SearchHit,
  type SearchKind,
  type SearchSuggestion,
  type ServiceSearchAnswer,
} from '@site/contracts';
import type { ServiceSearchQueryDto } from '@site/contracts/dto';
import type { SearchCatalog } from './search-catalog.js';
import type { RankedDocument, RankedPart } from './search-document.js';
import type { SearchRepository } from './search.repository.js';

/** Words checked for "did you mean", so a long query costs a bounded look-up. */
const SUGGESTION_WORDS = 8;
/** What "did you mean" corrects: runs of three or more letters. */
const WORD = /\p{L}{3,}/gu;

/**
 * Answers the gateway's search over one service's catalog: hits of the asked kinds it owns, counts of every
 * kind it owns, and "did you mean" when nothing matched. Services provide it with `searchProviders`.
 */
export class SearchService<K extends SearchKind = SearchKind> {
  constructor(
    private readonly search: SearchRepository,
    private readonly catalog: SearchCatalog<K>,
  ) {}

  async find({ q, kinds, limit }: ServiceSearchQueryDto): Promise<ServiceSearchAnswer> {
    const wanted: readonly SearchKind[] = kinds ?? this.catalog.kinds;
    const asked = wanted.filter((kind) => this.owns(kind));
    const found = await this.search.match(q, asked, asked.length > 0 ? limit : 0);
    const counts = Object.fromEntries(this.catalog.kinds.map((kind) => [kind, found.counts[kind] ?? 0]));
    const total = Object.values(counts).reduce((sum, count) => sum + count, 0);
    return {
      hits: found.best.map((document) => this.toHit(document)),
      counts,
      suggestion: total === 0 ? await this.suggest(q) : null,
    };
  }

  private owns(kind: SearchKind): kind is K {
    return (this.catalog.kinds as readonly SearchKind[]).includes(kind);
  }

  private toHit(document: RankedDocument): SearchHit {
    return {
      kind: document.kind,
      id: document.ref,
      title: document.title,
      url: this.urlOf(document),
      snippet: markedSnippet(document.headline),
      rank: document.rank,
      ...(document.date ? { date: document.date } : {}),
      parts: document.parts.map((part) => ({
        title: this.catalog.placeTitle[part.kind as K]?.(part.ref) ?? part.title,
        url: this.urlOf(part),
        snippet: markedSnippet(part.headline),
      })),
    };
  }

  private urlOf({ kind, ref }: RankedPart): string {
    return this.catalog.urlFor[kind as K](ref);
  }

  /**
   * "Did you mean": the query with each unknown word replaced by the closest known one; failing that, the
   * title that best contains what was typed. Stop words are left as typed.
   */
  private async suggest(q: string): Promise<SearchSuggestion | null> {
    const words = [...new Set(q.toLowerCase().match(WORD) ?? [])].slice(0, SUGGESTION_WORDS);
    if (words.length === 0) return null;
    const searched = (await this.search.closestWords(words)).filter((word) => !word.stop);
    // Stop words alone are never searched: nothing to correct.
    if (searched.length === 0) return null;
    const corrections = new Map(
      searched.flatMap(({ word, known, closest }) => (!known && closest ? [[word, closest] as const] : [])),
    );
    if (corrections.size > 0) {
      const scores = [...corrections.values()].map((c) => c.score);
      return {
        text: q.replace(WORD, (word) => corrections.get(word.toLowerCase())?.text ?? word),
        score: scores.reduce((sum, score) => sum + score, 0) / scores.length,
      };
    }
    return this.search.closestTitle(q);
  }
}
