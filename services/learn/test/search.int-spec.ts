import type { SearchHit, ServiceSearchAnswer } from '@site/contracts';
import { STORE_KINDS } from '@site/service-kit/testing';
import request from 'supertest';
import { learnOn } from './learn-app.js';

describe.each(STORE_KINDS)('learn search on %s', (kind) => {
  const app = learnOn(kind, 'learn_search');
  const search = async (query: string, status = 200) =>
    (await request(app().server).get(`/search?${query}`).expect(status)).body as ServiceSearchAnswer;
  const q = (text: string, more = 'limit=20') => search(`q=${encodeURIComponent(text)}&${more}`);
  const hit = (answer: ServiceSearchAnswer, kind: string, id: string) =>
    answer.hits.find((h) => h.kind === kind && h.id === id) as SearchHit;

  it('finds the seeded courses, lessons and quizzes, each with its link', async () => {
    const answer = await q('pendulum');
    expect(hit(answer, 'course', 'physics-of-time')).toMatchObject({ url: '/courses/physics-of-time' });
    const lesson = answer.hits.find((h) => h.kind === 'lesson' && h.title === 'What Clocks Measure')!;
    expect(lesson.url).toMatch(/^\/courses\/physics-of-time\?lesson=[a-z0-9-]+$/);
    expect(lesson.snippet).toContain('<mark>pendulum</mark>');
    expect(answer.counts).toEqual({ course: 1, lesson: 1, quiz: 0 });
    expect(hit(await q('physics concepts'), 'quiz', 'physics-concepts').url).toBe('/quizzes/physics-concepts');
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
    const answer = await q('lorentz factor', 'kinds=lesson&limit=5');
    const [lesson] = answer.hits;
    expect(lesson.title).toBe('Time Dilation and the Lorentz Factor');
    expect(lesson.snippet).toBe('');
  });

  it('offers a close word when nothing matches, and refuses unsafe input', async () => {
    expect((await q('pendullum')).suggestion?.text).toBe('pendulum');
    await search('q=%00&limit=5', 400);
    await search('q=clock&kinds=essay,course&limit=5', 200);
    expect((await q('"-"or -')).hits).toEqual([]);
  });
});
