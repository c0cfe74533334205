import type { SearchRepository } from './search.repository.js';
import { SearchService } from './search.service.js';
import { FakeSearch, ranked } from '../../../test/fakes/fake-search.js';

const setup = () => {
  const repository = new FakeSearch();
  return { repository, service: new SearchService(repository as unknown as SearchRepository) };
};

describe('SearchService', () => {
  it('links each hit by its kind, keeps only the marks of its snippet, and counts every kind', async () => {
    const { repository, service } = setup();
    repository.matches = {
      counts: { essay: 1, topic: 1 },
      best: [
        ranked({ kind: 'essay', ref: 'two-clocks', headline: '<mark>time</mark> <b>x</b>', date: '2026-01-02' }),
        ranked({ kind: 'topic', ref: 'Cognitive Science', rank: 0.2 }),
      ],
    };
    const answer = await service.find({ q: 'time', limit: 10 });
    expect(answer.counts).toEqual({ essay: 1, journal: 0, topic: 1 });
    expect(answer.hits).toEqual([
      {
        kind: 'essay',
        id: 'two-clocks',
        title: 'two-clocks',
        url: '/essay/two-clocks',
        snippet: '<mark>time</mark> &lt;b&gt;x&lt;/b&gt;',
        rank: 0.5,
        date: '2026-01-02',
      },
      {
        kind: 'topic',
        id: 'Cognitive Science',
        title: 'Cognitive Science',
        url: '/topic/Cognitive%20Science',
        snippet: '',
        rank: 0.2,
      },
    ]);
    expect(answer.suggestion).toBeNull();
  });

  it('asks for counts alone when none of the asked kinds is its own', async () => {
    const { repository, service } = setup();
    await service.find({ q: 'time', kinds: ['course', 'quiz'], limit: 10 });
    expect(repository.asked).toEqual([{ query: 'time', kinds: [], limit: 0 }]);
    await service.find({ q: 'time', kinds: ['journal', 'course'], limit: 5 });
    expect(repository.asked[1]).toEqual({ query: 'time', kinds: ['journal'], limit: 5 });
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
