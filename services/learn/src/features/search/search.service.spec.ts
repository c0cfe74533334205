import { FakeSearch, ranked } from '../../../test/fakes/fake-search.js';
import type { SearchRepository } from './search.repository.js';
import { SearchService } from './search.service.js';

const setup = () => {
  const repository = new FakeSearch();
  return { repository, service: new SearchService(repository as unknown as SearchRepository) };
};

describe('SearchService', () => {
  it('links a course, a lesson inside its course page, and a quiz', async () => {
    const { repository, service } = setup();
    repository.matches = {
      counts: { course: 1, lesson: 1, quiz: 1 },
      best: [
        ranked({ kind: 'course', ref: 'physics-of-time', rank: 0.9 }),
        ranked({ kind: 'lesson', ref: 'physics-of-time/what-clocks-measure', rank: 0.8 }),
        ranked({ kind: 'quiz', ref: 'physics-concepts', rank: 0.7 }),
      ],
    };
    const answer = await service.find({ q: 'clock', limit: 10 });
    expect(answer.hits.map((hit) => [hit.kind, hit.id, hit.url])).toEqual([
      ['course', 'physics-of-time', '/courses/physics-of-time'],
      ['lesson', 'physics-of-time/what-clocks-measure', '/courses/physics-of-time?lesson=what-clocks-measure'],
      ['quiz', 'physics-concepts', '/quizzes/physics-concepts'],
    ]);
    expect(answer.counts).toEqual({ course: 1, lesson: 1, quiz: 1 });
  });

  it('answers only counts for kinds it does not own, and no suggestion while something matched', async () => {
    const { repository, service } = setup();
    repository.matches = { counts: { quiz: 2 }, best: [] };
    const answer = await service.find({ q: 'clock', kinds: ['essay'], limit: 10 });
    expect(repository.asked).toEqual([{ query: 'clock', kinds: [], limit: 0 }]);
    expect(answer).toEqual({ hits: [], counts: { course: 0, lesson: 0, quiz: 2 }, suggestion: null });
  });
});
