import { BadRequestException, ConflictException, NotFoundException } from '@nestjs/common';
import { FakeAttempts } from '../../../test/fakes/fake-attempts.js';
import { FakeQuizzes } from '../../../test/fakes/fake-quizzes.js';
import { AttemptsService } from './attempts.service.js';

const options = [
  { id: 'a', text: 'A' },
  { id: 'b', text: 'B' },
];
const QUESTIONS = [
  { kind: 'single', options, answer: 'b' },
  { kind: 'true-false', answer: false },
  { kind: 'numeric', answer: { value: 2.5, tolerance: 0.25 } },
];

describe('AttemptsService', () => {
  let quizzes: FakeQuizzes;
  let attempts: FakeAttempts;
  let now: Date;
  let service: AttemptsService;
  let ids: number[];

  const later = (ms: number) => (now = new Date(now.getTime() + ms));

  beforeEach(() => {
    quizzes = new FakeQuizzes();
    const plain = quizzes.add({ slug: 'plain', passPercent: 50 }, QUESTIONS);
    quizzes.add({ slug: 'timed', timeLimitSeconds: 60 }, QUESTIONS);
    ids = quizzes.questions.filter((question) => question.quizId === plain.id).map((question) => question.id);
    attempts = new FakeAttempts(quizzes);
    now = new Date('2025-03-01T10:00:00Z');
    service = new AttemptsService(attempts.asRepository(), quizzes.asRepository(), { now: () => now });
  });

  it('starts an attempt, then resumes it with the answers saved so far', async () => {
    const first = await service.start(7, 'plain');
    expect(first).toMatchObject({ quizSlug: 'plain', deadline: null, answers: {}, resumed: false });
    await service.saveAnswer(7, String(first.attemptId), String(ids[0]), 'a');
    const saved = await service.saveAnswer(7, String(first.attemptId), String(ids[0]), 'b');
    expect(saved).toMatchObject({ attemptId: first.attemptId, questionId: ids[0], answeredCount: 1 });
    const again = await service.start(7, 'plain');
    expect(again).toMatchObject({ attemptId: first.attemptId, resumed: true, answers: { [ids[0]]: 'b' } });
  });

  it('answers 404 for an unknown quiz', async () => {
    await expect(service.start(7, 'no-such-quiz')).rejects.toBeInstanceOf(NotFoundException);
  });

  it('scores on the server, once', async () => {
    const { attemptId } = await service.start(7, 'plain');
    await service.saveAnswer(7, String(attemptId), String(ids[0]), 'b');
    await service.saveAnswer(7, String(attemptId), String(ids[2]), 2.7);
    later(90_000);
    const result = await service.submit(7, String(attemptId));
    expect(result).toMatchObject({ score: 2, maxScore: 3, percent: 67, passed: true, durationSeconds: 90 });
    expect(result.review.map((item) => item.correct)).toEqual([true, false, true]);
    await expect(service.submit(7, String(attemptId))).rejects.toThrow('This attempt has already been submitted.');
    await expect(service.saveAnswer(7, String(attemptId), String(ids[1]), false)).rejects.toBeInstanceOf(
      ConflictException,
    );
    expect(await service.detail(7, String(attemptId))).toMatchObject({ status: 'submitted', result });
  });

  it('refuses an answer that does not fit its question, or a question of another quiz', async () => {
    const { attemptId } = await service.start(7, 'plain');
    await expect(service.saveAnswer(7, String(attemptId), String(ids[0]), 'z')).rejects.toBeInstanceOf(
      BadRequestException,
    );
    await expect(service.saveAnswer(7, String(attemptId), String(ids[1]), 'false')).rejects.toBeInstanceOf(
      BadRequestException,
    );
    const otherQuiz = quizzes.questions.find((question) => !ids.includes(question.id))!;
    await expect(service.saveAnswer(7, String(attemptId), String(otherQuiz.id), 'b')).rejects.toThrow(
      'Question not found in this quiz.',
    );
    await expect(service.saveAnswer(7, String(attemptId), 'abc', 'b')).rejects.toBeInstanceOf(NotFoundException);
    expect((await service.detail(7, String(attemptId))).answers).toEqual({});
  });

  it("answers 404 for someone else's attempt, as for one that does not exist", async () => {
    const { attemptId } = await service.start(7, 'plain');
    for (const call of [
      service.detail(8, String(attemptId)),
      service.submit(8, String(attemptId)),
      service.saveAnswer(8, String(attemptId), String(ids[0]), 'b'),
      service.detail(7, '999'),
      service.detail(7, 'abc'),
    ]) {
      await expect(call).rejects.toThrow('Attempt not found.');
    }
  });

  it('refuses answers once the time limit and its grace are over, and still scores what was saved', async () => {
    const started = await service.start(7, 'timed');
    expect(new Date(started.deadline!).getTime() - new Date(started.startedAt).getTime()).toBe(60_000);
    const timedIds = quizzes.questions.filter((question) => !ids.includes(question.id)).map((question) => question.id);
    await service.saveAnswer(7, String(started.attemptId), String(timedIds[0]), 'b');
    later(63_000);
    await service.saveAnswer(7, String(started.attemptId), String(timedIds[1]), false);
    later(10_000);
    await expect(service.saveAnswer(7, String(started.attemptId), String(timedIds[2]), 2.5)).rejects.toThrow(
      /Time is up/,
    );
    const result = await service.submit(7, String(started.attemptId));
    expect(result).toMatchObject({ score: 2, durationSeconds: 60 });
  });

  it('closes an expired open attempt when the quiz is started again', async () => {
    const first = await service.start(7, 'timed');
    later(120_000);
    const next = await service.start(7, 'timed');
    expect(next).toMatchObject({ resumed: false, answers: {} });
    expect(next.attemptId).not.toBe(first.attemptId);
    const old = await service.detail(7, String(first.attemptId));
    expect(old).toMatchObject({ status: 'submitted', result: { score: 0, durationSeconds: 60 } });
  });

  it('lists the caller’s attempts newest first, with their quizzes', async () => {
    const first = await service.start(7, 'plain');
    await service.submit(7, String(first.attemptId));
    later(1_000);
    const second = await service.start(7, 'timed');
    await service.start(8, 'plain');
    const history = await service.history(7);
    expect(history.map((item) => [item.attemptId, item.quizSlug, item.status])).toEqual([
      [second.attemptId, 'timed', 'open'],
      [first.attemptId, 'plain', 'submitted'],
    ]);
    expect(history[1]).toMatchObject({ score: 0, maxScore: 3, passed: false });
  });

  it('scores an attempt against the version it was taken on, after the quiz moved to a new version', async () => {
    const { attemptId } = await service.start(7, 'plain');
    await service.saveAnswer(7, String(attemptId), String(ids[0]), 'b');
    const plain = quizzes.quizzes[0];
    quizzes.addVersion(plain.id, [{ kind: 'true-false', answer: true }]);
    // Answers to the old version's questions are still taken while the attempt stays open.
    await service.saveAnswer(7, String(attemptId), String(ids[1]), false);
    const result = await service.submit(7, String(attemptId));
    expect(result).toMatchObject({ score: 2, maxScore: 3 });
    const next = await service.start(7, 'plain');
    const fresh = await service.submit(7, String(next.attemptId));
    expect(fresh).toMatchObject({ score: 0, maxScore: 1 });
  });

  it('moves an open attempt to the newest version on resume, keeping the answers that still fit', async () => {
    const { attemptId } = await service.start(7, 'plain');
    await service.saveAnswer(7, String(attemptId), String(ids[0]), 'b');
    await service.saveAnswer(7, String(attemptId), String(ids[1]), false);
    const plain = quizzes.quizzes[0];
    const keys = quizzes.questions.filter((question) => question.quizId === plain.id).map((question) => question.key);
    quizzes.addVersion(plain.id, [
      { ...QUESTIONS[0], key: keys[0] },
      { kind: 'numeric', answer: 3, key: keys[1] },
    ]);
    const [single] = await quizzes.questionsOf(plain.id, plain.version);
    const resumed = await service.start(7, 'plain');
    expect(resumed).toMatchObject({ attemptId, resumed: true, answers: { [single.id]: 'b' } });
    await expect(service.saveAnswer(7, String(attemptId), String(ids[2]), 2.5)).rejects.toBeInstanceOf(
      NotFoundException,
    );
    expect(await service.submit(7, String(attemptId))).toMatchObject({ score: 1, maxScore: 2 });
  });

  it('starts no attempt at a draft', async () => {
    quizzes.quizzes[0].publishedAt = null;
    await expect(service.start(7, 'plain')).rejects.toBeInstanceOf(NotFoundException);
  });
});
