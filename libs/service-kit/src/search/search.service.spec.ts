import { FakeSearch, ranked } from '../testing/fake-search.js';
import type { SearchCatalog } from './search-catalog.js';
import type { SearchRepository } from './search.repository.js';
import { SearchService } from './search.service.js';

/**
 * A service finding essays, topics and episodes, linked by made-up paths so the test shows they come from
 * here; a moment of an episode is named by its second.
 */
const CATALOG: SearchCatalog<'essay' | 'topic' | 'episode'> = {
  kinds: ['essay', 'topic', 'episode'],
  urlFor: {
    essay: (slug) => `/read/${slug}`,
    topic: (name) => `/about/${encodeURIComponent(name)}`,
    episode: (ref) => `/listen/${ref.replace('@', '?at=')}`,
  },
  placeTitle: { episode: (ref) => `at ${ref.split('@')[1]} s` },
};

const setup = () => {
  const repository = new FakeSearch();
  return { repository, service: new SearchService(repository as unknown as SearchRepository, CATALOG) };
};

describe('SearchService', () => {
  it('links each hit by its kind, keeps only the marks of its snippet, and counts every kind it owns', async () => {
    const { repository, service } = setup();
    repository.matches = {
      counts: { essay: 1, topic: 1 },
      best: [
        ranked({ kind: 'essay', ref: 'two-clocks', headline: '<mark>time</mark> <b>x</b>', date: '2026-01-02' }),
        ranked({ kind: 'topic', ref: 'Cognitive Science', rank: 0.2 }),
      ],
    };
    const answer = await service.find({ q: 'time', limit: 10 });
    expect(answer.counts).toEqual({ essay: 1, topic: 1, episode: 0 });
    expect(answer.hits).toEqual([
      {
        kind: 'essay',
        id: 'two-clocks',
        title: 'two-clocks',
        url: '/read/two-clocks',
        snippet: '<mark>time</mark> &lt;b&gt;x&lt;/b&gt;',
        rank: 0.5,
        date: '2026-01-02',
        parts: [],
      },
      {
        kind: 'topic',
        id: 'Cognitive Science',
        title: 'Cognitive Science',
        url: '/about/Cognitive%20Science',
        snippet: '',
        rank: 0.2,
        parts: [],
      },
    ]);
    expect(answer.suggestion).toBeNull();
  });

  it('lists an item’s parts under it: a place named by the catalog, any other part by its own title', async () => {
    const { repository, service } = setup();
    repository.matches = {
      counts: { episode: 1 },
      best: [
        ranked({
          kind: 'episode',
          ref: 'doubt',
          title: 'Doubt',
          parts: [
            { kind: 'episode', ref: 'doubt@75', title: '', headline: 'a <mark>daily</mark> <i>practice</i>' },
            { kind: 'essay', ref: 'daily', title: 'Daily', headline: '' },
          ],
        }),
      ],
    };
    const [hit] = (await service.find({ q: 'daily', limit: 10 })).hits;
    expect(hit.parts).toEqual([
      { title: 'at 75 s', url: '/listen/doubt?at=75', snippet: 'a <mark>daily</mark> &lt;i&gt;practice&lt;/i&gt;' },
      { title: 'Daily', url: '/read/daily', snippet: '' },
    ]);
  });

  it('asks for counts alone when none of the asked kinds is its own', async () => {
    const { repository, service } = setup();
    repository.matches = { counts: { topic: 2 }, best: [] };
    const answer = await service.find({ q: 'time', kinds: ['course', 'quiz'], limit: 10 });
    expect(repository.asked).toEqual([{ query: 'time', kinds: [], limit: 0 }]);
    expect(answer).toEqual({ hits: [], counts: { essay: 0, topic: 2, episode: 0 }, suggestion: null });
    await service.find({ q: 'time', kinds: ['topic', 'course'], limit: 5 });
    expect(repository.asked[1]).toEqual({ query: 'time', kinds: ['topic'], limit: 5 });
  });

  it('suggests the query with its unknown words corrected, keeping quotes, or and exclusions as typed', async () => {
    const { repository, service } = setup();
    repository.words.set('entrophy', { stop: false, known: false, closest: { text: 'entropy', score: 0.6 } });
    repository.words.set('shanon', { stop: false, known: false, closest: { text: 'shannon', score: 0.5 } });
    const answer = await service.find({ q: '"Entrophy of" shanon or heat -cold', limit: 10 });
    expect(answer.suggestion).toEqual({ text: '"entropy of" shannon or heat -cold', score: 0.55 });
  });

  it('falls back to the closest title, and suggests nothing for stop words alone', async () => {
    const { repository, service } = setup();
    repository.title = { text: 'Two Clocks', score: 0.7 };
    expect((await service.find({ q: 'two clock', limit: 10 })).suggestion).toEqual({ text: 'Two Clocks', score: 0.7 });
    repository.words.set('the', { stop: true, known: true, closest: null });
    expect((await service.find({ q: 'the', limit: 10 })).suggestion).toBeNull();
    expect((await service.find({ q: '"-"', limit: 10 })).suggestion).toBeNull();
  });
});
