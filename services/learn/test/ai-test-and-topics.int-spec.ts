import type { AiTestPassage, AiTestResult, CourseSummary, StandaloneQuiz } from '@site/contracts';
import { SUITE_STORES } from '@site/service-kit/testing';
import request from 'supertest';
import { learnOn } from './learn-app.js';

describe.each(SUITE_STORES)('the AI test and topic filters on %s', (kind) => {
  const app = learnOn(kind, 'learn_ai_test');
  const api = () => request(app().server);
  const passages = async () => (await api().get('/api/elearning/ai-test').expect(200)).body as AiTestPassage[];

  it('hands out the twelve passages with nothing but their ids and texts', async () => {
    const response = await api().get('/api/elearning/ai-test').expect(200);
    const body = response.body as AiTestPassage[];
    expect(body).toHaveLength(12);
    for (const passage of body) expect(Object.keys(passage).sort()).toEqual(['id', 'text']);
    expect(response.text).not.toMatch(/truth|explanation|"human"|"machine"/);
  });

  it('scores a guess for every passage: all human gets exactly the six human passages right', async () => {
    const answers = (await passages()).map(({ id }) => ({ id, guess: 'human' }));
    const result = (await api().post('/api/elearning/ai-test/answers').send({ answers }).expect(200))
      .body as AiTestResult;
    expect(result.score).toBe(6);
    expect(result.total).toBe(12);
    expect(result.verdicts.map((verdict) => verdict.id)).toEqual(answers.map((answer) => answer.id));
    for (const verdict of result.verdicts) {
      expect(verdict.correct).toBe(verdict.truth === 'human');
      expect(verdict.explanation.length).toBeGreaterThan(100);
    }
  });

  it('refuses unknown, repeated, missing or malformed guesses with a message', async () => {
    const answers = (await passages()).map(({ id }) => ({ id, guess: 'machine' }));
    const refused = async (body: object) =>
      (await api().post('/api/elearning/ai-test/answers').send(body).expect(400)).body as { message: unknown };
    expect((await refused({ answers: [...answers, { id: 'ghost', guess: 'human' }] })).message).toBe(
      'No passage has the id ghost.',
    );
    expect((await refused({ answers: [...answers, answers[0]] })).message).toBe(
      `The passage ${answers[0].id} is answered more than once.`,
    );
    expect((await refused({ answers: answers.slice(1) })).message).toMatch(/^Every passage needs a guess; missing: /);
    expect((await refused({ answers: [{ ...answers[0], guess: 'robot' }, ...answers.slice(1)] })).message).toEqual([
      'answers.0.guess must be one of: human, machine.',
    ]);
    await refused({ answers: 'all human' });
    await refused({ answers: [] });
    await refused({});
    await refused({ answers: [{ id: 'a\u0000b', guess: 'human' }] });
  });

  it('files the seeded courses and quizzes under topics and filters the lists by topic', async () => {
    const physics = (await api().get('/api/elearning/courses?topic=Physics').expect(200)).body as CourseSummary[];
    expect(physics.map((course) => course.slug)).toEqual(['physics-of-time']);
    const quizzes = (await api().get('/api/elearning/quizzes/standalone?topic=Physics').expect(200))
      .body as StandaloneQuiz[];
    expect(quizzes.map((quiz) => quiz.slug)).toEqual(['physics-concepts']);
    expect((await api().get('/api/elearning/courses?topic=Ecology').expect(200)).body).toEqual([]);
    expect((await api().get('/api/elearning/courses').expect(200)).body).toHaveLength(4);
    await api().get('/api/elearning/courses?topic=a&topic=b').expect(400);
    await api()
      .get(`/api/elearning/quizzes/standalone?topic=${'x'.repeat(101)}`)
      .expect(400);
  });
});
