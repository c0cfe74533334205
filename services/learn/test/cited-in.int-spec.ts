import request from 'supertest';
import { createTestDatabase, type TestDatabase } from '@site/service-kit/testing';
import { startLearn, type LearnApp } from './learn-app.js';

describe('lessons citing library items (PostgreSQL)', () => {
  let db: TestDatabase;
  let t: LearnApp;
  const citedIn = (href: string) => request(t.server).get('/api/elearning/cited-in').query({ href });

  beforeAll(async () => {
    db = await createTestDatabase('learn_cited_in_academic');
    t = await startLearn(db.url);
  });

  afterAll(async () => {
    await t?.app.close();
    await db?.drop();
  });

  it('lists the seeded lessons that link to a document, with links that open them in their course', async () => {
    const res = await citedIn('/library/document/notes-on-physical-and-lived-time').expect(200);
    expect(res.body).toEqual([
      {
        kind: 'lesson',
        title: 'The Physics of Time: What Clocks Measure',
        href: '/courses/physics-of-time?lesson=what-clocks-measure',
      },
    ]);
  });

  it('counts a link into the document, and a paper cited by its anchor', async () => {
    await t.query(
      `UPDATE learn.lessons SET body = body || E'\\n\\nSee [page two](/library/document/notes-on-physical-and-lived-time#page=2).' WHERE slug = 'quantifiers'`,
    );
    const res = await citedIn('/library/document/notes-on-physical-and-lived-time').expect(200);
    expect(res.body.map((lesson: { href: string }) => lesson.href)).toEqual([
      '/courses/logic-and-proof?lesson=quantifiers',
      '/courses/physics-of-time?lesson=what-clocks-measure',
    ]);
    const paper = await citedIn('/library/academic#incompleteness-without-mysticism').expect(200);
    expect(paper.body).toEqual([
      expect.objectContaining({ href: '/courses/logic-and-proof?lesson=proof-by-contradiction' }),
    ]);
  });

  it('answers an empty list for an address nothing cites or that names no library item', async () => {
    expect((await citedIn('/library/books#no-such-book').expect(200)).body).toEqual([]);
    expect((await citedIn('/courses/physics-of-time').expect(200)).body).toEqual([]);
  });

  it('answers 400 with a message for a missing, repeated, oversized or foreign href', async () => {
    for (const query of [
      '',
      '?href=/a&href=/b',
      `?href=/${'a'.repeat(300)}`,
      '?href=https%3A%2F%2Fexample.org%2F',
      '?href=%2Fa%00',
    ]) {
      const res = await request(t.server).get(`/api/elearning/cited-in${query}`).expect(400);
      expect(JSON.stringify(res.body.message)).toMatch(/href/);
    }
  });
});
