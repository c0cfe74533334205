import { NotFoundException } from '@nestjs/common';
import { FakeQuizzes } from '../../../test/fakes/fake-quizzes.js';
import { QuizzesService } from './quizzes.service.js';

const options = [
  { id: 'a', text: 'A', correct: true },
  { id: 'b', text: 'B' },
];

describe('QuizzesService', () => {
  let quizzes: FakeQuizzes;
  let service: QuizzesService;

  beforeEach(() => {
    quizzes = new FakeQuizzes();
    service = new QuizzesService(quizzes.asRepository());
  });

  it('lists the quizzes of no course by title, with their question counts and real covers only', async () => {
    quizzes.add({ slug: 'physics', title: 'Physics', coverImage: '/images/default-book.png' }, [
      { kind: 'true-false', answer: true },
    ]);
    quizzes.add({ slug: 'algebra', title: 'Algebra', coverImage: '/images/algebra.webp' });
    quizzes.add({ slug: 'logic-check', title: 'Logic check', courseSlug: 'logic' });
    expect(await service.standalone()).toEqual([
      { id: 2, slug: 'algebra', title: 'Algebra', coverImage: '/images/algebra.webp', questionCount: 0 },
      { id: 1, slug: 'physics', title: 'Physics', coverImage: null, questionCount: 1 },
    ]);
  });

  it('lists only the quizzes of no course filed under a topic when asked', async () => {
    quizzes.add({ slug: 'physics', title: 'Physics', topics: ['Physics'] });
    quizzes.add({ slug: 'time-check', title: 'Time check', courseSlug: 'time', topics: ['Physics'] });
    quizzes.add({ slug: 'algebra', title: 'Algebra', topics: ['Mathematics'] });
    expect((await service.standalone('Physics')).map((quiz) => quiz.slug)).toEqual(['physics']);
    expect(await service.standalone('Ecology')).toEqual([]);
  });

  it('serves a quiz by slug or id without answers, correct flags or explanations', async () => {
    const quiz = quizzes.add({ slug: 'tiny', timeLimitSeconds: 60 }, [
      { kind: 'single', options, answer: 'a' },
      { kind: 'numeric', answer: { value: 5, tolerance: 0, unit: 'minutes' } },
    ]);
    const view = await service.view('tiny');
    expect(view).toMatchObject({ id: quiz.id, slug: 'tiny', timeLimitSeconds: 60, questionCount: 2 });
    expect(view.questions[0].options).toEqual([
      { id: 'a', text: 'A', svg: null },
      { id: 'b', text: 'B', svg: null },
    ]);
    expect(view.questions[1]).toMatchObject({ options: [], unit: 'minutes' });
    expect(JSON.stringify(view)).not.toMatch(/"answer"|"correct"|"explanation"|"value"/);
    expect(await service.view(String(quiz.id))).toEqual(view);
  });

  it('answers 404 for an unknown quiz', async () => {
    await expect(service.view('no-such-quiz')).rejects.toThrow(new NotFoundException('Quiz not found.'));
  });
});
