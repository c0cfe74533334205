import request from 'supertest';
import { createTestDatabase, type TestDatabase } from '@site/service-kit/testing';
import { as } from './identity.js';
import { startLearn, type LearnApp } from './learn-app.js';
import { answerKeyPaths, expectNoAnswerKeys } from './no-answer-leak.js';

const options = (...ids: string[]) => ids.map((id) => ({ id, text: `Option ${id.toUpperCase()}` }));

/** A quiz of every kind with known answers, written straight into the test database. */
const KINDS_QUESTIONS = [
  { key: 'k-single', kind: 'single', options: options('a', 'b', 'c'), answer: 'b' },
  { key: 'k-multiple', kind: 'multiple', options: options('a', 'b', 'c'), answer: ['a', 'c'] },
  { key: 'k-true-false', kind: 'true-false', options: null, answer: false },
  { key: 'k-numeric', kind: 'numeric', options: null, answer: { value: 2.5, tolerance: 0.25 } },
  { key: 'k-decimal', kind: 'numeric', options: null, answer: { value: 0.375, tolerance: 0.001 } },
  { key: 'k-ordering', kind: 'ordering', options: options('a', 'b', 'c'), answer: ['c', 'a', 'b'] },
];

async function insertQuiz(t: LearnApp, slug: string, timeLimitSeconds: number | null): Promise<number> {
  const [{ id }] = await t.query<{ id: number }>(
    `INSERT INTO learn.quizzes (slug, title, category, time_limit_seconds, pass_percent, content_hash)
     VALUES ('${slug}', 'Test ${slug}', 'quiz', ${timeLimitSeconds ?? 'NULL'}, 50, repeat('0', 64)) RETURNING id`,
  );
  const questions = KINDS_QUESTIONS.map((q, i) => ({
    ...q,
    position: i + 1,
    prompt: `Prompt ${q.key}`,
    explanation: `Why ${q.key}`,
  }));
  await t.query(
    `INSERT INTO learn.questions (quiz_id, key, position, kind, prompt, options, answer, explanation)
     SELECT ${id}, q.key, q.position, q.kind, q.prompt, q.options, q.answer, q.explanation
       FROM jsonb_to_recordset('${JSON.stringify(questions).replace(/'/g, "''")}'::jsonb)
         AS q(key text, position integer, kind text, prompt text, options jsonb, answer jsonb, explanation text)`,
  );
  return id;
}

describe('learn quiz attempts (PostgreSQL)', () => {
  let db: TestDatabase;
  let t: LearnApp;
  let qid: Record<string, number>;
  let timedQid: Record<string, number>;

  beforeAll(async () => {
    db = await createTestDatabase('learn_attempts');
    t = await startLearn(db.url);
    await insertQuiz(t, 'kinds-test', null);
    await insertQuiz(t, 'timed-test', 60);
    const ids = async (slug: string) =>
      Object.fromEntries(
        (
          await t.query<{ id: number; key: string }>(
            `SELECT q.id, q.key FROM learn.questions q JOIN learn.quizzes z ON z.id = q.quiz_id WHERE z.slug = '${slug}'`,
          )
        ).map((row) => [row.key, row.id]),
      );
    qid = await ids('kinds-test');
    timedQid = await ids('timed-test');
  });

  afterAll(async () => {
    await t?.app.close();
    await db?.drop();
  });

  const start = (user: number, quiz = 'kinds-test') =>
    request(t.server).post(`/api/elearning/quizzes/${quiz}/attempts`).set(as(user));
  const save = (user: number, attempt: number, key: string, body: unknown, ids = qid) =>
    request(t.server)
      .put(`/api/elearning/attempts/${attempt}/answers/${ids[key] ?? key}`)
      .set(as(user))
      .send(body as object);
  const submit = (user: number, attempt: number) =>
    request(t.server).post(`/api/elearning/attempts/${attempt}/submit`).set(as(user));

  /** Starts a fresh attempt, saves the answers (by question key), submits, and answers the result. */
  async function takeQuiz(user: number, answers: Record<string, unknown>) {
    const started = await start(user).expect(201);
    for (const [key, answer] of Object.entries(answers)) {
      await save(user, started.body.attemptId, key, { answer }).expect(200);
    }
    return (await submit(user, started.body.attemptId).expect(200)).body;
  }

  describe('the answer-key walker', () => {
    it('finds forbidden keys at any depth and ignores their values', () => {
      expect(answerKeyPaths({ a: [{ b: { correct: true } }], explanation: 'x', note: 'answer' })).toEqual([
        'a.0.b.correct',
        'explanation',
      ]);
      expect(answerKeyPaths({ answers: { '3': 'a' }, questions: [{ options: [{ id: 'a' }] }] })).toEqual([]);
    });
  });

  describe('a quiz to take', () => {
    it('has its questions without answers, by slug or by id', async () => {
      const res = await request(t.server).get('/api/elearning/quizzes/kinds-test').expect(200);
      expectNoAnswerKeys(res.body);
      expect(res.body).toMatchObject({ slug: 'kinds-test', questionCount: 6, timeLimitSeconds: null });
      expect(res.body.questions.map((q: { kind: string }) => q.kind)).toEqual(KINDS_QUESTIONS.map((q) => q.kind));
      expect(res.body.questions[0]).toEqual({
        id: qid['k-single'],
        kind: 'single',
        prompt: 'Prompt k-single',
        figure: null,
        options: options('a', 'b', 'c').map((o) => ({ ...o, svg: null })),
        unit: null,
      });
      const ordering = res.body.questions[5].options.map((o: { id: string }) => o.id);
      expect(ordering).not.toEqual(['c', 'a', 'b']);
      expect([...ordering].sort()).toEqual(['a', 'b', 'c']);
      const byId = await request(t.server).get(`/api/elearning/quizzes/${res.body.id}`).expect(200);
      expect(byId.body).toEqual(res.body);
      await request(t.server).get('/api/elearning/quizzes/no-such-quiz').expect(404);
    });

    it('leaks no answer in any seeded quiz', async () => {
      for (const slug of ['mathematics-concepts', 'physics-concepts', 'numerical-iq-test', 'spatial-iq-test']) {
        const res = await request(t.server).get(`/api/elearning/quizzes/${slug}`).expect(200);
        expectNoAnswerKeys(res.body);
        expect(JSON.stringify(res.body)).not.toMatch(/tolerance|"value"/);
      }
    });
  });

  describe('starting and resuming', () => {
    it('needs a signed-in caller', async () => {
      await request(t.server).post('/api/elearning/quizzes/kinds-test/attempts').expect(401);
      await request(t.server).get('/api/elearning/me/attempts').expect(401);
      await request(t.server).get('/api/elearning/attempts/1').expect(401);
    });

    it('resumes the open attempt with the answers so far, and no response before submission leaks answers', async () => {
      const first = await start(20).expect(201);
      expectNoAnswerKeys(first.body);
      expect(first.body).toEqual({
        attemptId: expect.any(Number),
        quizId: expect.any(Number),
        quizSlug: 'kinds-test',
        startedAt: expect.any(String),
        deadline: null,
        now: expect.any(String),
        answers: {},
      });
      const id = first.body.attemptId;
      const saved = await save(20, id, 'k-single', { answer: 'a' }).expect(200);
      expectNoAnswerKeys(saved.body);
      expect(saved.body).toMatchObject({ attemptId: id, questionId: qid['k-single'], answeredCount: 1 });
      // Changing an answer replaces it.
      await save(20, id, 'k-single', { answer: 'b' }).expect(200);
      await save(20, id, 'k-ordering', { answer: ['a', 'b', 'c'] }).expect(200);

      const again = await start(20).expect(200);
      expectNoAnswerKeys(again.body);
      expect(again.body).toMatchObject({
        attemptId: id,
        startedAt: first.body.startedAt,
        answers: { [qid['k-single']]: 'b', [qid['k-ordering']]: ['a', 'b', 'c'] },
      });

      const detail = await request(t.server).get(`/api/elearning/attempts/${id}`).set(as(20)).expect(200);
      expectNoAnswerKeys(detail.body);
      expect(detail.body).toMatchObject({ attemptId: id, status: 'open', submittedAt: null, result: null });

      const history = await request(t.server).get('/api/elearning/me/attempts').set(as(20)).expect(200);
      expectNoAnswerKeys(history.body);
      expect(history.body[0]).toMatchObject({ attemptId: id, status: 'open', score: null });

      const result = await submit(20, id).expect(200);
      expect(result.body).toMatchObject({ score: 1, maxScore: 6 });
    });
  });

  describe('scoring on the server', () => {
    it('scores every kind right', async () => {
      const result = await takeQuiz(21, {
        'k-single': 'b',
        'k-multiple': ['c', 'a'],
        'k-true-false': false,
        'k-numeric': 2.5,
        'k-decimal': 0.375,
        'k-ordering': ['c', 'a', 'b'],
      });
      expect(result).toMatchObject({ score: 6, maxScore: 6, percent: 100, passed: true });
      expect(result.durationSeconds).toEqual(expect.any(Number));
      expect(result.review).toHaveLength(6);
      expect(result.review[1]).toEqual({
        questionId: qid['k-multiple'],
        kind: 'multiple',
        prompt: 'Prompt k-multiple',
        yourAnswer: ['c', 'a'],
        correctAnswer: ['a', 'c'],
        tolerance: null,
        correct: true,
        explanation: 'Why k-multiple',
      });
      expect(result.review[3]).toMatchObject({ correctAnswer: 2.5, tolerance: 0.25, correct: true });
      expect(result).not.toHaveProperty('percentile');
    });

    it('scores every kind wrong, and an unanswered question as wrong', async () => {
      const result = await takeQuiz(22, {
        'k-single': 'a',
        'k-multiple': ['a'],
        'k-true-false': true,
        'k-numeric': 3,
        'k-ordering': ['a', 'b', 'c'],
      });
      expect(result).toMatchObject({ score: 0, maxScore: 6, percent: 0, passed: false });
      expect(result.review.every((item: { correct: boolean }) => item.correct === false)).toBe(true);
      expect(result.review[4]).toMatchObject({ yourAnswer: null, correctAnswer: 0.375, correct: false });
      const multiple = await takeQuiz(22, { 'k-multiple': ['a', 'b', 'c'] });
      expect(multiple.review[1].correct).toBe(false);
    });

    it.each([
      ['exactly at value + tolerance', 2.75, 0.376, true],
      ['exactly at value − tolerance', 2.25, 0.374, true],
      ['just beyond value + tolerance', 2.7501, 0.3761, false],
      ['just beyond value − tolerance', 2.2499, 0.3739, false],
    ])('numeric: %s', async (_label, numeric, decimal, correct) => {
      const result = await takeQuiz(23, { 'k-numeric': numeric, 'k-decimal': decimal });
      expect(result.review[3].correct).toBe(correct);
      expect(result.review[4].correct).toBe(correct);
      expect(result.score).toBe(correct ? 2 : 0);
    });

    it('shows the result once submitted and refuses a second submit or a later answer', async () => {
      const started = await start(24).expect(201);
      const id = started.body.attemptId;
      await save(24, id, 'k-true-false', { answer: false }).expect(200);
      const result = await submit(24, id).expect(200);
      const second = await submit(24, id).expect(409);
      expect(second.body.message).toMatch(/already been submitted/);
      await save(24, id, 'k-true-false', { answer: true }).expect(409);
      const detail = await request(t.server).get(`/api/elearning/attempts/${id}`).set(as(24)).expect(200);
      expect(detail.body).toMatchObject({ status: 'submitted', result: result.body });
      const history = await request(t.server).get('/api/elearning/me/attempts').set(as(24)).expect(200);
      expect(history.body[0]).toMatchObject({ attemptId: id, status: 'submitted', score: 1, maxScore: 6 });
      // A new start after a submitted attempt begins a new one.
      const next = await start(24).expect(201);
      expect(next.body.attemptId).not.toBe(id);
      const newest = await request(t.server).get('/api/elearning/me/attempts').set(as(24)).expect(200);
      expect(newest.body.map((a: { attemptId: number }) => a.attemptId)).toEqual([next.body.attemptId, id]);
    });
  });

  describe('refusals', () => {
    let attemptId: number;

    beforeAll(async () => {
      attemptId = (await start(30).expect(201)).body.attemptId;
    });

    it("answers 404 for another user's attempt, without revealing it", async () => {
      const put = await save(31, attemptId, 'k-single', { answer: 'a' }).expect(404);
      expect(put.body.message).toBe('Attempt not found.');
      await submit(31, attemptId).expect(404);
      await request(t.server).get(`/api/elearning/attempts/${attemptId}`).set(as(31)).expect(404);
      await request(t.server).get('/api/elearning/attempts/99999999').set(as(30)).expect(404);
      await request(t.server).get('/api/elearning/attempts/abc').set(as(30)).expect(404);
      const detail = await request(t.server).get(`/api/elearning/attempts/${attemptId}`).set(as(30)).expect(200);
      expect(detail.body.answers).toEqual({});
    });

    it('answers 404 for an unknown question or one of another quiz', async () => {
      await save(30, attemptId, '99999999', { answer: 'a' }).expect(404);
      await save(30, attemptId, 'not-a-number', { answer: 'a' }).expect(404);
      const [{ id: otherQuestion }] = await t.query<{ id: number }>(
        `SELECT q.id FROM learn.questions q JOIN learn.quizzes z ON z.id = q.quiz_id
          WHERE z.slug = 'physics-concepts' LIMIT 1`,
      );
      const res = await save(30, attemptId, String(otherQuestion), { answer: true }).expect(404);
      expect(res.body.message).toBe('Question not found in this quiz.');
    });

    it.each([
      ['k-single', ['b']],
      ['k-single', 2],
      ['k-single', 'z'],
      ['k-multiple', []],
      ['k-multiple', ['a', 'a']],
      ['k-multiple', 'a'],
      ['k-true-false', 'false'],
      ['k-true-false', 0],
      ['k-numeric', '2.5'],
      ['k-numeric', { value: 2.5 }],
      ['k-ordering', ['c', 'a']],
      ['k-ordering', ['c', 'a', 'a']],
      ['k-ordering', 'cab'],
    ])('answers 400 for a wrong answer type (%s: %j)', async (key, answer) => {
      const res = await save(30, attemptId, key, { answer }).expect(400);
      expect(res.body.message).toEqual(expect.any(String));
    });

    it('answers 400 for unknown fields or a missing answer, and stores nothing', async () => {
      const extra = await save(30, attemptId, 'k-single', { answer: 'b', correct: true }).expect(400);
      expect(JSON.stringify(extra.body.message)).toMatch(/correct should not exist/);
      await save(30, attemptId, 'k-single', {}).expect(400);
      await save(30, attemptId, 'k-single', { answer: null }).expect(400);
      const detail = await request(t.server).get(`/api/elearning/attempts/${attemptId}`).set(as(30)).expect(200);
      expect(detail.body.answers).toEqual({});
    });
  });

  describe('the time limit', () => {
    const shiftDeadline = (attemptId: number, secondsAgo: number) =>
      t.query(
        `UPDATE learn.attempts SET started_at = now() - interval '1 minute' - interval '${secondsAgo} seconds',
                deadline = now() - interval '${secondsAgo} seconds' WHERE id = ${attemptId}`,
      );

    it('sets the deadline from the limit, allows a 5 s grace, then refuses answers but still scores', async () => {
      const started = await start(40, 'timed-test').expect(201);
      const { attemptId, startedAt, deadline } = started.body;
      expect(new Date(deadline).getTime() - new Date(startedAt).getTime()).toBe(60_000);
      await save(40, attemptId, 'k-single', { answer: 'b' }, timedQid).expect(200);

      await shiftDeadline(attemptId, 2);
      await save(40, attemptId, 'k-true-false', { answer: false }, timedQid).expect(200);

      await shiftDeadline(attemptId, 10);
      const late = await save(40, attemptId, 'k-numeric', { answer: 2.5 }, timedQid).expect(409);
      expect(late.body.message).toMatch(/Time is up/);

      const result = await submit(40, attemptId).expect(200);
      expect(result.body).toMatchObject({ score: 2, maxScore: 6, durationSeconds: 60 });
    });

    it('closes an expired open attempt when the quiz is started again', async () => {
      const first = await start(41, 'timed-test').expect(201);
      await save(41, first.body.attemptId, 'k-single', { answer: 'b' }, timedQid).expect(200);
      await shiftDeadline(first.body.attemptId, 30);
      const next = await start(41, 'timed-test').expect(201);
      expect(next.body.attemptId).not.toBe(first.body.attemptId);
      expect(next.body.answers).toEqual({});
      const old = await request(t.server)
        .get(`/api/elearning/attempts/${first.body.attemptId}`)
        .set(as(41))
        .expect(200);
      expect(old.body).toMatchObject({ status: 'submitted', result: { score: 1, durationSeconds: 60 } });
    });

    it('times the seeded IQ tests', async () => {
      const started = await start(42, 'numerical-iq-test').expect(201);
      expect(new Date(started.body.deadline).getTime() - new Date(started.body.startedAt).getTime()).toBe(900_000);
    });
  });

  describe('IQ tests', () => {
    it('places the score on the seeded norms and says it is not a clinical assessment', async () => {
      const quiz = await request(t.server).get('/api/elearning/quizzes/numerical-iq-test').expect(200);
      const started = await start(50, 'numerical-iq-test').expect(201);
      const id = started.body.attemptId;
      const [{ answers }] = await t.query<{ answers: { key: string; answer: { value: number } }[] }>(
        `SELECT jsonb_agg(jsonb_build_object('key', q.id, 'answer', q.answer) ORDER BY q.position) AS answers
           FROM learn.questions q JOIN learn.quizzes z ON z.id = q.quiz_id
          WHERE z.slug = 'numerical-iq-test' AND q.kind = 'numeric'`,
      );
      // Answer the numeric questions right: 14 of them is the norm's mean.
      for (const { key, answer } of answers.slice(0, 14)) {
        await request(t.server)
          .put(`/api/elearning/attempts/${id}/answers/${key}`)
          .set(as(50))
          .send({ answer: answer.value })
          .expect(200);
      }
      const result = await submit(50, id).expect(200);
      expect(result.body).toMatchObject({
        score: 14,
        maxScore: quiz.body.questionCount,
        percentile: 50,
        band: 'Average',
        normStatement: expect.stringContaining('not a clinical IQ assessment'),
      });

      const none = await start(51, 'spatial-iq-test').expect(201);
      const zero = await submit(51, none.body.attemptId).expect(200);
      expect(zero.body).toMatchObject({ score: 0, percentile: 1, band: 'Well below average' });
    });
  });
});
