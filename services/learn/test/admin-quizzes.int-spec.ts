import type { AdminQuiz, AdminQuizInput, AttemptResult, QuizView, ServiceSearchAnswer } from '@site/contracts';
import { SUITE_STORES } from '@site/service-kit/testing';
import request from 'supertest';
import { as } from './identity.js';
import { learnOn } from './learn-app.js';

const ADMIN = as(1, true);
const READER = as(7);
const item = (id: string, text: string) => ({ id, text, svg: null });
/** The questions as the editor sends them back: by key, without their row ids. */
const asInput = (questions: AdminQuiz['questions']) => questions.map(({ id: _id, ...question }) => question);

/** A numeric question and an ordering question, as the editor sends them. */
const QUIZ: AdminQuizInput = {
  slug: 'admin-made-quiz',
  title: 'Boiling points',
  description: 'Two questions about **heat**.',
  coverImage: null,
  timeLimitSeconds: null,
  passPercent: 50,
  topics: ['Physics'],
  questions: [
    {
      kind: 'numeric',
      prompt: 'At what temperature does water boil at sea level?',
      options: [],
      answer: { value: 100, tolerance: 0.5, unit: '°C' },
      explanation: 'At 1 atm.',
    },
    {
      kind: 'ordering',
      prompt: 'Order by boiling point, lowest first.',
      options: [item('n', 'Nitrogen'), item('w', 'Water'), item('i', 'Iron')],
      answer: ['n', 'w', 'i'],
      explanation: null,
    },
  ],
};

describe.each(SUITE_STORES)('admin quiz editor on %s', (kind) => {
  const app = learnOn(kind, 'learn_admin_quizzes');
  const server = () => app().server;
  const admin = {
    list: () => request(server()).get('/api/admin/quizzes').set(ADMIN),
    get: (id: number | string) => request(server()).get(`/api/admin/quizzes/${id}`).set(ADMIN),
    create: (body: object) => request(server()).post('/api/admin/quizzes').set(ADMIN).send(body),
    update: (id: number, body: object) => request(server()).put(`/api/admin/quizzes/${id}`).set(ADMIN).send(body),
    status: (id: number, status: string) =>
      request(server()).put(`/api/admin/quizzes/${id}/status`).set(ADMIN).send({ status }),
    remove: (id: number) => request(server()).delete(`/api/admin/quizzes/${id}`).set(ADMIN),
  };
  const publicView = (slug: string, status = 200) =>
    request(server()).get(`/api/elearning/quizzes/${slug}`).expect(status);
  const standaloneSlugs = async () =>
    ((await request(server()).get('/api/elearning/quizzes/standalone').expect(200)).body as { slug: string }[]).map(
      (quiz) => quiz.slug,
    );
  const searchSlugs = async (text: string) =>
    (
      (await request(server()).get('/search').query({ q: text, limit: 20 }).expect(200)).body as ServiceSearchAnswer
    ).hits
      .filter((hit) => hit.kind === 'quiz')
      .map((hit) => hit.id);
  const sitemap = async () => (await request(server()).get('/sitemaps/quizzes.xml').expect(200)).text;

  /** A reader takes the quiz with these answers (by question position) and submits. */
  async function take(user: Record<string, string>, slug: string, answers: unknown[]): Promise<AttemptResult> {
    const view = (await publicView(slug)).body as QuizView;
    const { attemptId } = (await request(server()).post(`/api/elearning/quizzes/${slug}/attempts`).set(user)).body;
    for (const [index, answer] of answers.entries()) {
      await request(server())
        .put(`/api/elearning/attempts/${attemptId}/answers/${view.questions[index].id}`)
        .set(user)
        .send({ answer })
        .expect(200);
    }
    return (await request(server()).post(`/api/elearning/attempts/${attemptId}/submit`).set(user).expect(200)).body;
  }

  it('answers 401 to visitors and 403 to readers on every endpoint', async () => {
    const calls: [method: 'get' | 'post' | 'put' | 'delete', path: string][] = [
      ['get', '/api/admin/quizzes'],
      ['post', '/api/admin/quizzes'],
      ['get', '/api/admin/quizzes/1'],
      ['put', '/api/admin/quizzes/1'],
      ['put', '/api/admin/quizzes/1/status'],
      ['delete', '/api/admin/quizzes/1'],
    ];
    for (const [method, path] of calls) {
      await request(server())[method](path).send(QUIZ).expect(401);
      await request(server())[method](path).set(READER).send(QUIZ).expect(403);
    }
  });

  it('creates a draft that the site never shows until it is published, then shows everywhere', async () => {
    const created = (await admin.create(QUIZ).expect(201)).body as AdminQuiz;
    expect(created).toMatchObject({
      slug: QUIZ.slug,
      status: 'draft',
      version: 1,
      attemptCount: 0,
      topics: ['Physics'],
    });
    expect(created.questions.map((question) => question.answer)).toEqual([
      { value: 100, tolerance: 0.5, unit: '°C' },
      ['n', 'w', 'i'],
    ]);
    expect(created.questions.every((question) => /^q-[0-9a-f]{8}$/.test(question.key))).toBe(true);

    await publicView(QUIZ.slug, 404);
    await publicView(String(created.id), 404);
    await request(server()).post(`/api/elearning/quizzes/${QUIZ.slug}/attempts`).set(READER).expect(404);
    expect(await standaloneSlugs()).not.toContain(QUIZ.slug);
    expect(await searchSlugs('boiling points')).not.toContain(QUIZ.slug);
    expect(await sitemap()).not.toContain(QUIZ.slug);

    const published = (await admin.status(created.id, 'published').expect(200)).body as AdminQuiz;
    expect(published).toMatchObject({ status: 'published', publishedAt: expect.any(String) });
    expect((await publicView(QUIZ.slug)).body).toMatchObject({ title: 'Boiling points', questionCount: 2 });
    expect(await standaloneSlugs()).toContain(QUIZ.slug);
    expect(await searchSlugs('boiling points')).toContain(QUIZ.slug);
    expect(await sitemap()).toContain(`/quizzes/${QUIZ.slug}`);

    const list = (await admin.list().expect(200)).body as { slug: string; status: string }[];
    expect(list[0]).toMatchObject({ slug: QUIZ.slug, status: 'published', questionCount: 2, attemptCount: 0 });
    expect(list.length).toBeGreaterThan(1);
  });

  it('refuses a bad quiz with a message naming the question, and stores nothing', async () => {
    const bad = async (body: object, message: string | RegExp, status = 400) => {
      const res = await admin.create(body).expect(status);
      expect([res.body.message].flat().join(' ')).toMatch(message);
    };
    const single = { kind: 'single', prompt: 'Pick', options: [item('a', 'A'), item('b', 'B')], answer: ['a', 'b'] };
    await bad(
      { ...QUIZ, slug: 'bad-1', questions: [QUIZ.questions[0], single] },
      /^Question 2 needs exactly one correct option\.$/,
    );
    const tolerance = { ...QUIZ.questions[0], answer: { value: 1, tolerance: -1 } };
    await bad({ ...QUIZ, slug: 'bad-2', questions: [tolerance] }, /^Question 1 needs a tolerance of zero or more\.$/);
    const short = { ...QUIZ.questions[1], options: [item('n', 'Nitrogen')], answer: ['n'] };
    await bad({ ...QUIZ, slug: 'bad-3', questions: [short] }, /^Question 1 needs at least 2 items\.$/);
    await bad({ ...QUIZ, slug: 'bad-4', questions: [{ ...single, kind: 'essay' }] }, /kind must be one of/);
    await bad({ ...QUIZ, slug: 'Not A Slug' }, /slug must be lower-case/);
    await bad({ ...QUIZ, slug: 'bad-5', questions: [{ ...single, answer: 'a', secret: 1 }] }, /should not exist/);
    await bad({ ...QUIZ, slug: 'bad-6', title: 'a\u0000b' }, /title contains a NUL/);
    await bad(QUIZ, /^Another quiz already uses this slug; choose another\.$/, 409);
    const slugs = ((await admin.list()).body as { slug: string }[]).map((quiz) => quiz.slug);
    expect(slugs.filter((slug) => slug.startsWith('bad-'))).toEqual([]);
  });

  it('keeps attempted questions: an edit makes version 2, and the old attempt keeps its version', async () => {
    const { id } = (await admin.get(QUIZ.slug).expect(200)).body as AdminQuiz;
    const first = await take(READER, QUIZ.slug, [100.4, ['n', 'w', 'i']]);
    expect(first).toMatchObject({ score: 2, maxScore: 2, passed: true });
    // A second reader is half-way through version 1 when the edit lands.
    const other = as(8);
    const v1 = (await publicView(QUIZ.slug)).body as QuizView;
    const open = (await request(server()).post(`/api/elearning/quizzes/${QUIZ.slug}/attempts`).set(other)).body;

    const before = (await admin.get(id)).body as AdminQuiz;
    expect(before).toMatchObject({ version: 1, attemptCount: 2, versionAttemptCount: 2 });
    // Metadata alone changes no version.
    const renamed = (
      await admin.update(id, { ...QUIZ, title: 'Boiling points!', questions: asInput(before.questions) }).expect(200)
    ).body as AdminQuiz;
    expect(renamed).toMatchObject({ title: 'Boiling points!', version: 1 });

    const edited = {
      ...QUIZ,
      title: 'Boiling points!',
      questions: asInput([
        { ...before.questions[0], answer: { value: 212, tolerance: 1, unit: '°F' } },
        before.questions[1],
      ]),
    };
    const v2 = (await admin.update(id, edited).expect(200)).body as AdminQuiz;
    expect(v2).toMatchObject({ version: 2, attemptCount: 2, versionAttemptCount: 0 });
    expect(v2.questions.map((question) => question.key)).toEqual(before.questions.map((question) => question.key));
    expect(v2.questions[0].id).not.toBe(before.questions[0].id);

    const shown = (await publicView(QUIZ.slug)).body as QuizView;
    expect(shown.questions.map((question) => question.unit)).toEqual(['°F', null]);
    expect(shown.questions[0].id).not.toBe(v1.questions[0].id);

    const detail = await request(server()).get(`/api/elearning/attempts/${first.attemptId}`).set(READER).expect(200);
    expect(detail.body.result).toMatchObject({ score: 2, maxScore: 2 });
    // The open attempt of version 1 still answers and is scored against version 1.
    await request(server())
      .put(`/api/elearning/attempts/${open.attemptId}/answers/${v1.questions[0].id}`)
      .set(other)
      .send({ answer: 100 })
      .expect(200);
    const late = await request(server()).post(`/api/elearning/attempts/${open.attemptId}/submit`).set(other);
    expect(late.body).toMatchObject({ score: 1, maxScore: 2 });
    expect(late.body.review[0]).toMatchObject({ correctAnswer: 100, correct: true });

    expect(await take(READER, QUIZ.slug, [212.5, ['n', 'w', 'i']])).toMatchObject({ score: 2, maxScore: 2 });
  });

  it('edits the questions of a version nobody attempted in place', async () => {
    const draft = (await admin.create({ ...QUIZ, slug: 'in-place' }).expect(201)).body as AdminQuiz;
    const dropped = { ...QUIZ, slug: 'in-place', questions: asInput([draft.questions[1]]) };
    const saved = (await admin.update(draft.id, dropped).expect(200)).body as AdminQuiz;
    expect(saved).toMatchObject({ version: 1 });
    expect(saved.questions.map((question) => question.id)).toEqual([draft.questions[1].id]);
    await admin.update(draft.id, { ...dropped, slug: QUIZ.slug }).expect(409);
  });

  it('refuses to publish a quiz without questions or to empty a published one', async () => {
    const empty = (await admin.create({ ...QUIZ, slug: 'empty', questions: [] }).expect(201)).body as AdminQuiz;
    const res = await admin.status(empty.id, 'published').expect(400);
    expect(res.body.message).toBe('A quiz needs at least one question before it can be published.');
    await admin.status(empty.id, 'archived').expect(400);
    const { id } = (await admin.get(QUIZ.slug)).body as AdminQuiz;
    await admin.update(id, { ...QUIZ, questions: [] }).expect(400);
  });

  it('refuses to delete an attempted quiz, offering to unpublish it, and deletes one nobody took', async () => {
    const { id } = (await admin.get(QUIZ.slug)).body as AdminQuiz;
    const refused = await admin.remove(id).expect(409);
    expect(refused.body.message).toBe('This quiz has 3 attempts, so it cannot be deleted: unpublish it instead.');
    await admin.status(id, 'draft').expect(200);
    await publicView(QUIZ.slug, 404);
    expect(await standaloneSlugs()).not.toContain(QUIZ.slug);
    // The reader's own history still shows the attempt.
    const history = await request(server()).get('/api/elearning/me/attempts').set(READER).expect(200);
    expect(history.body.map((attempt: { quizSlug: string }) => attempt.quizSlug)).toContain(QUIZ.slug);

    const { id: unattempted } = (await admin.get('in-place')).body as AdminQuiz;
    await admin.remove(unattempted).expect(204);
    await admin.get(unattempted).expect(404);
    await admin.get('no-such-quiz').expect(404);
  });
});
