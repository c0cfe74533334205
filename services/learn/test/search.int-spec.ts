import type { SearchHit, ServiceSearchAnswer } from '@site/contracts';
import { SearchRepository, type SearchDocument } from '@site/service-kit';
import { STORE_KINDS } from '@site/service-kit/testing';
import request from 'supertest';
import { learnOn } from './learn-app.js';

const doc = (kind: 'course' | 'lesson', ref: string, title: string, position?: number): SearchDocument => ({
  kind,
  ref,
  title,
  date: null,
  tags: [],
  excerpt: '',
  body: '',
  ...(position === undefined ? {} : { partOf: { kind: 'course', ref: ref.split('/')[0], position } }),
});

/** Courses and lessons named with an invented word: one course matches with a lesson, another only by its lesson. */
const FIXTURES = [
  doc('course', 'quorbish-basics', 'Quorbish basics'),
  doc('lesson', 'quorbish-basics/first', 'A first look', 1),
  doc('lesson', 'quorbish-basics/practice', 'Quorbish in practice', 2),
  doc('course', 'plain', 'A plain course'),
  doc('lesson', 'plain/aside', 'An aside on quorbish', 1),
];

describe.each(STORE_KINDS)('learn search on %s', (kind) => {
  const app = learnOn(kind, 'learn_search');
  const search = async (query: string, status = 200) =>
    (await request(app().server).get(`/search?${query}`).expect(status)).body as ServiceSearchAnswer;

  beforeAll(async () => {
    await app().app.get(SearchRepository).upsert(FIXTURES);
  });
  const q = (text: string, more = 'limit=20') => search(`q=${encodeURIComponent(text)}&${more}`);
  const hit = (answer: ServiceSearchAnswer, kind: string, id: string) =>
    answer.hits.find((h) => h.kind === kind && h.id === id) as SearchHit;

  it('finds the seeded courses with the lessons that match too under them, and quizzes, each with its link', async () => {
    const answer = await q('pendulum');
    const course = hit(answer, 'course', 'physics-of-time');
    expect(course).toMatchObject({ url: '/courses/physics-of-time' });
    const [lesson] = course.parts;
    expect(lesson.title).toBe('What Clocks Measure');
    expect(lesson.url).toMatch(/^\/courses\/physics-of-time\?lesson=[a-z0-9-]+$/);
    expect(lesson.snippet).toContain('<mark>pendulum</mark>');
    expect(answer.counts).toEqual({ course: 1, lesson: 0, quiz: 0 });
    expect(hit(await q('physics concepts'), 'quiz', 'physics-concepts').url).toBe('/quizzes/physics-concepts');
  });

  it('lists a lesson under its course when the course matches too, and as a result of its own when not', async () => {
    const answer = await q('quorbish');
    expect(answer.hits.map((h) => [h.kind, h.id, h.parts.map((part) => part.title)])).toEqual([
      ['course', 'quorbish-basics', ['Quorbish in practice']],
      ['lesson', 'plain/aside', []],
    ]);
    expect(answer.counts).toEqual({ course: 1, lesson: 1, quiz: 0 });
    expect((await q('quorbish', 'kinds=lesson&limit=5')).hits.map((h) => h.id)).toEqual(['plain/aside']);
  });

  it('ranks a title match above matches in the text', async () => {
    const [best] = (await q('physics concepts')).hits;
    expect(best).toMatchObject({ kind: 'quiz', id: 'physics-concepts' });
  });

  it('reads quotes as a phrase: its words side by side and in that order', async () => {
    const lessons = (answer: ServiceSearchAnswer) => answer.hits.filter((h) => h.kind === 'lesson').map((h) => h.title);
    expect(lessons(await q('"atomic fountain"'))).toEqual(['What Clocks Measure']);
    expect(lessons(await q('"swinging pendulum" clocks'))).toEqual(['What Clocks Measure']);
    expect(lessons(await q('"fountain atomic"'))).toEqual([]);
    expect(lessons(await q('"pendulum swinging"'))).toEqual([]);
  });

  it('indexes only the title of a lesson kept for enrolled readers, so no snippet shows its text', async () => {
    const [course] = (await q('lorentz factor', 'kinds=course&limit=5')).hits;
    expect(course.parts).toEqual([
      { title: 'Time Dilation and the Lorentz Factor', url: expect.stringMatching(/\?lesson=/), snippet: '' },
    ]);
  });

  it('offers a close word when nothing matches, and refuses unsafe input', async () => {
    expect((await q('pendullum')).suggestion?.text).toBe('pendulum');
    await search('q=%00&limit=5', 400);
    await search('q=clock&kinds=essay,course&limit=5', 200);
    expect((await q('"-"or -')).hits).toEqual([]);
  });
});
