import { Injectable } from '@nestjs/common';
import {
  markedSnippet,
  pathTo,
  type SearchHit,
  type SearchKind,
  type SearchSuggestion,
  type ServiceSearchAnswer,
} from '@site/contracts';
import type { ServiceSearchQueryDto } from '@site/contracts/dto';
import { splitLessonRef } from './lesson-ref.js';
import type { RankedDocument } from './search-document.js';
import { SearchRepository } from './search.repository.js';

/** The kinds this service finds, in the order results group them. */
export const LEARN_SEARCH_KINDS = ['course', 'lesson', 'quiz'] as const satisfies readonly SearchKind[];
type LearnKind = (typeof LEARN_SEARCH_KINDS)[number];

/** Words checked for "did you mean", so a long query costs a bounded look-up. */
const SUGGESTION_WORDS = 8;
/** What "did you mean" corrects: runs of three or more letters. */
const WORD = /\p{L}{3,}/gu;

/** A lesson opens inside its course page, as the course's own lesson links do. */
const lessonUrl = (ref: string) => {
  const [slug, lesson] = splitLessonRef(ref);
  return `${pathTo('course', { slug })}?lesson=${encodeURIComponent(lesson)}`;
};

const URLS: Record<LearnKind, (ref: string) => string> = {
  course: (slug) => pathTo('course', { slug }),
  lesson: lessonUrl,
  quiz: (slug) => pathTo('quiz', { slug }),
};

const owned = (kind: SearchKind): kind is LearnKind => (LEARN_SEARCH_KINDS as readonly string[]).includes(kind);

const toHit = (document: RankedDocument): SearchHit => ({
  kind: document.kind,
  id: document.ref,
  title: document.title,
  url: URLS[document.kind as LearnKind](document.ref),
  snippet: markedSnippet(document.headline),
  rank: document.rank,
  ...(document.date ? { date: document.date } : {}),
});

/** Answers the gateway's search over courses, lessons and quizzes. */
@Injectable()
export class SearchService {
  constructor(private readonly search: SearchRepository) {}

  async find({ q, kinds, limit }: ServiceSearchQueryDto): Promise<ServiceSearchAnswer> {
    const asked = (kinds ?? LEARN_SEARCH_KINDS).filter(owned);
    const found = await this.search.match(q, asked, asked.length > 0 ? limit : 0);
    const counts = Object.fromEntries(LEARN_SEARCH_KINDS.map((kind) => [kind, found.counts[kind] ?? 0]));
    const total = Object.values(counts).reduce((sum, count) => sum + count, 0);
    return { hits: found.best.map(toHit), counts, suggestion: total === 0 ? await this.suggest(q) : null };
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
