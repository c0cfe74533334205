import type { SearchHit, SearchKind, ServiceSearchAnswer } from '@site/contracts';
import { mergeResults, type SearchRequest } from './merge-results.js';

const hit = (kind: SearchKind, id: string, rank: number): SearchHit => ({
  kind,
  id,
  title: id,
  url: `/${kind}/${id}`,
  snippet: '',
  rank,
  parts: [],
});

const content: ServiceSearchAnswer = {
  hits: [hit('essay', 'e1', 0.9), hit('topic', 't1', 0.5), hit('essay', 'e2', 0.2)],
  counts: { essay: 2, journal: 0, topic: 1 },
  suggestion: null,
};
const learn: ServiceSearchAnswer = {
  hits: [hit('course', 'c1', 0.7), hit('quiz', 'q1', 0.5)],
  counts: { course: 1, lesson: 0, quiz: 1 },
  suggestion: null,
};
const request = (fields: Partial<SearchRequest> = {}): SearchRequest => ({
  query: 'x',
  kind: null,
  page: 1,
  pageSize: 10,
  ...fields,
});
const ids = (answer: { hits: SearchHit[] }) => answer.hits.map((h) => h.id);

describe('mergeResults', () => {
  it('merges by rank, ties in the order of the kinds, and counts every kind', () => {
    const merged = mergeResults(request(), [content, learn]);
    expect(ids(merged)).toEqual(['e1', 'c1', 't1', 'q1', 'e2']);
    expect(merged.counts).toEqual({
      essay: 2,
      journal: 0,
      topic: 1,
      library: 0,
      episode: 0,
      course: 1,
      lesson: 0,
      quiz: 1,
    });
    expect(merged).toMatchObject({ query: 'x', kind: null, page: 1, pageSize: 10, total: 5, suggestion: null });
  });

  it('merges items by their own rank, each keeping its parts under it', () => {
    const moments = [
      { title: '0:14', url: '/episode/ep?t=14', snippet: 'a <mark>daily</mark> practice' },
      { title: '1:02', url: '/episode/ep?t=62', snippet: 'every <mark>day</mark>' },
    ];
    const lessons = [{ title: 'Day one', url: '/course/c1?lesson=one', snippet: '' }];
    const episodes: ServiceSearchAnswer = {
      hits: [{ ...hit('episode', 'ep', 0.6), parts: moments }, hit('essay', 'e1', 0.5)],
      counts: { essay: 1, episode: 1 },
      suggestion: null,
    };
    const courses: ServiceSearchAnswer = {
      hits: [{ ...hit('course', 'c1', 0.55), parts: lessons }],
      counts: { course: 1, lesson: 0 },
      suggestion: null,
    };
    const merged = mergeResults(request(), [episodes, courses]);
    expect(merged.hits.map((h) => [h.id, h.parts])).toEqual([
      ['ep', moments],
      ['c1', lessons],
      ['e1', []],
    ]);
    expect(merged.total).toBe(3);
    expect(merged.counts).toMatchObject({ essay: 1, episode: 1, course: 1, lesson: 0 });
  });

  it('pages over the merged list', () => {
    expect(ids(mergeResults(request({ pageSize: 2 }), [content, learn]))).toEqual(['e1', 'c1']);
    expect(ids(mergeResults(request({ page: 2, pageSize: 2 }), [content, learn]))).toEqual(['t1', 'q1']);
    expect(ids(mergeResults(request({ page: 3, pageSize: 2 }), [content, learn]))).toEqual(['e2']);
    expect(ids(mergeResults(request({ page: 4, pageSize: 2 }), [content, learn]))).toEqual([]);
  });

  it('filters by kind, totals that kind and keeps the counts of all', () => {
    const merged = mergeResults(request({ kind: 'essay' }), [content, learn]);
    expect(ids(merged)).toEqual(['e1', 'e2']);
    expect(merged.total).toBe(2);
    expect(merged.counts.course).toBe(1);
  });

  it('counts a missing service’s kinds as zero', () => {
    const merged = mergeResults(request(), [learn]);
    expect(merged.counts).toEqual({
      essay: 0,
      journal: 0,
      topic: 0,
      library: 0,
      episode: 0,
      course: 1,
      lesson: 0,
      quiz: 1,
    });
    expect(merged.total).toBe(2);
  });

  it('offers the closest suggestion only when nothing matched anywhere', () => {
    const none = (text: string, score: number): ServiceSearchAnswer => ({
      hits: [],
      counts: {},
      suggestion: { text, score },
    });
    expect(mergeResults(request(), [none('entropy', 0.5), none('entry', 0.7)]).suggestion).toBe('entry');
    expect(mergeResults(request(), [none('entropy', 0.5), learn]).suggestion).toBeNull();
  });
});
