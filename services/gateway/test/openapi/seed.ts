import request from 'supertest';
import type { Method } from './operations.js';

export type Caller = (method: Method, url: string) => request.Test;

export interface Seed {
  visitor: Caller;
  reader: Caller;
  admin: Caller;
  /** A value for each path parameter, by the collection it names an item of (`/essays/{slug}` → essays). */
  items: Record<string, string>;
}

interface Question {
  id: number;
  kind: string;
  options: { id: string }[];
}

const READER = { name: 'Olga Reader', username: 'olga', email: 'olga@example.org', password: 'a-long-passphrase-5' };
const ADMIN = { username: 'admin@test.local', password: 'Admin-password-42' };

/** An answer that fits the question's kind. */
function answerTo({ kind, options }: Question): unknown {
  if (kind === 'true-false') return true;
  if (kind === 'numeric') return 1;
  if (kind === 'single') return options[0].id;
  return kind === 'multiple' ? [options[0].id] : options.map((option) => option.id);
}

/**
 * Callers and path values taken from the seed through the API, plus what a reader leaves behind
 * (an enrolment, a submitted attempt, a game result, a bookmark) so every list has something in it.
 */
export async function seedThroughTheApi(app: string): Promise<Seed> {
  const readerAgent = request.agent(app);
  const adminAgent = request.agent(app);
  await readerAgent.post('/api/register').send(READER).expect(201);
  await adminAgent.post('/api/login').send(ADMIN).expect(200);
  const visitor: Caller = (method, url) => request(app)[method](url);
  const reader: Caller = (method, url) => readerAgent[method](url);
  const admin: Caller = (method, url) => adminAgent[method](url);

  const [essay] = (await visitor('get', '/api/essays').expect(200)).body;
  const [entry] = (await visitor('get', '/api/journal').expect(200)).body;
  const [course] = (await visitor('get', '/api/elearning/courses').expect(200)).body;
  const [lesson] = (await visitor('get', `/api/elearning/courses/${course.slug}`).expect(200)).body.lessons;
  await reader('post', `/api/elearning/courses/${course.slug}/enroll`).expect(201);
  const [quiz] = (await visitor('get', '/api/elearning/quizzes/standalone').expect(200)).body;
  const [question]: Question[] = (await visitor('get', `/api/elearning/quizzes/${quiz.slug}`).expect(200)).body
    .questions;
  const { attemptId } = (await reader('post', `/api/elearning/quizzes/${quiz.slug}/attempts`).expect(201)).body;
  await reader('put', `/api/elearning/attempts/${attemptId}/answers/${question.id}`)
    .send({ answer: answerTo(question) })
    .expect(200);
  await reader('post', `/api/elearning/attempts/${attemptId}/submit`).expect(200);
  await reader('post', '/api/games/results')
    .send({ game: 'minesweeper', level: 'expert', timeMs: 300_000 })
    .expect(201);
  const { episodes } = (await visitor('get', '/api/podcast').expect(200)).body;
  const [book] = (await visitor('get', '/api/library/books').expect(200)).body.items;
  const [document] = (await visitor('get', '/api/library/documents').expect(200)).body;
  const bookmark = (
    await reader('post', '/api/bookmarks')
      .send({ kind: 'essay', target: essay.slug, title: essay.title, path: `/essay/${essay.slug}` })
      .expect(201)
  ).body;

  return {
    visitor,
    reader,
    admin,
    items: {
      essays: essay.slug,
      journal: entry.id,
      topic: 'Philosophy',
      topics: 'Philosophy',
      courses: course.slug,
      lessons: lesson.slug,
      quizzes: quiz.slug,
      attempts: String(attemptId),
      answers: String(question.id),
      bookmarks: String(bookmark.id),
      episodes: episodes[0].slug,
      books: book.slug,
      documents: document.name,
      positions: `episode:${episodes[0].slug}`,
      // /media/{kind}/{file}: each parameter is found by the segment before it.
      media: 'audio',
      '{kind}': episodes[0].audio.url.split('/').pop(),
    },
  };
}
