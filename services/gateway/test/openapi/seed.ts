import request from 'supertest';
import type { SmtpInbox } from '@site/mailer/testing';
import { registerVerified } from '../verified-reader.js';
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

export const READER = {
  name: 'Olga Reader',
  username: 'olga',
  email: 'olga@example.org',
  password: 'a-long-passphrase-5',
};
const ONE_PIXEL_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
export const ADMIN = { username: 'admin@test.local', password: 'Admin-password-42' };
/** An account only the admin's user operations touch, so they end no session the other calls need. */
const SPARE = { name: 'Sam Spare', username: 'spare', email: 'spare@example.org', password: 'another-passphrase-6' };

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
/** Where the stack's audience service answers its internal routes, which only the gateway and the site call. */
export interface InternalAccess {
  audienceUrl: string;
  secret: string;
}

export async function seedThroughTheApi(app: string, inbox: SmtpInbox, internal: InternalAccess): Promise<Seed> {
  const readerAgent = request.agent(app);
  const adminAgent = request.agent(app);
  await registerVerified(readerAgent, READER, inbox);
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
  await visitor('post', '/api/register').send(SPARE).expect(201);
  // A second session of the reader, for ending one without logging the reader's agent out.
  await request
    .agent(app)
    .post('/api/login')
    .send({ username: READER.username, password: READER.password })
    .expect(200);
  const sessions: { id: string; current: boolean }[] = (await reader('get', '/api/account/sessions').expect(200)).body;
  const otherSession = sessions.find((session) => !session.current)!;
  const [spare] = (await admin('get', '/api/admin/users?q=spare').expect(200)).body.items;
  const [book] = (await visitor('get', '/api/library/books').expect(200)).body.items;
  const [document] = (await visitor('get', '/api/library/documents').expect(200)).body;
  const [paper] = (await visitor('get', '/api/library/papers').expect(200)).body.items;
  const [recording] = (await visitor('get', '/api/library/audio').expect(200)).body;
  const [shelf] = (await admin('get', '/api/admin/library/shelves').expect(200)).body;
  const issue = (
    await admin('post', '/api/admin/newsletter/issues')
      .send({
        essaySlug: essay.slug,
        essayTitle: essay.title,
        subject: 'A seeded issue',
        intro: '',
        bodyHtml: '<p>Hi.</p>',
      })
      .expect(201)
  ).body;
  // Sent, so its delete is refused and every operation on it finds it, whatever their order.
  await admin('post', `/api/admin/newsletter/issues/${issue.id}/send`).expect(202);
  // A reader's conversation and a contact message, for the chat's and the inbox's threads.
  const conversation = (await reader('post', '/api/chat/conversations').send({ body: 'A seeded question' }).expect(201))
    .body.conversation;
  await visitor('post', '/api/contact')
    .send({
      name: 'Seeded Sender',
      email: 'sender@example.org',
      subject: 'A seeded message',
      message: 'A seeded contact message.',
      startedAt: Date.now() - 60_000,
    })
    .expect(201);
  const inboxItems: { kind: string; id: number }[] = (await admin('get', '/api/admin/inbox').expect(200)).body.items;
  const contact = inboxItems.find((item) => item.kind === 'contact')!;
  const bookmark = (
    await reader('post', '/api/bookmarks')
      .send({ kind: 'essay', target: essay.slug, title: essay.title, path: `/essay/${essay.slug}` })
      .expect(201)
  ).body;
  // The essay's first revision, its preview link's token, and a cover for it (a 1×1 PNG the service enlarges).
  const [essayRevision] = (await admin('get', `/api/admin/essays/${essay.slug}/revisions`).expect(200)).body;
  const { previewPath } = (await admin('get', `/api/admin/essays/${essay.slug}`).expect(200)).body;
  const { cover } = (
    await admin('put', `/api/admin/essays/${essay.slug}/cover`)
      .attach('file', Buffer.from(ONE_PIXEL_PNG, 'base64'), 'cover.png')
      .expect(200)
  ).body;
  // The reader's picture, so its address answers.
  const { profilePicture: avatar } = (
    await reader('put', '/api/user/avatar').attach('file', Buffer.from(ONE_PIXEL_PNG, 'base64'), 'me.png').expect(200)
  ).body;

  // A notice from the site in the author's inbox, as the gateway posts one when it withdraws a canary.
  const notice = (
    await request(internal.audienceUrl)
      .post('/api/internal/inbox/notices')
      .set('x-internal-token', internal.secret)
      .send({ subject: 'A seeded notice', body: 'The games canary was rolled back.' })
      .expect(201)
  ).body;
  const deployToken = (
    await admin('post', '/api/admin/deploy-tokens').send({ remote: 'games', name: 'seeded token' }).expect(201)
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
      issues: String(issue.id),
      users: String(spare.id),
      courses: course.slug,
      lessons: lesson.slug,
      quizzes: quiz.slug,
      attempts: String(attemptId),
      answers: String(question.id),
      bookmarks: String(bookmark.id),
      conversations: String(conversation.id),
      chat: String(conversation.id),
      contact: String(contact.id),
      sessions: otherSession.id,
      episodes: episodes[0].slug,
      books: book.slug,
      papers: paper.slug,
      // /api/admin/library/audio/{id}: a recording of the library.
      audio: recording.slug,
      shelves: String(shelf.id),
      documents: document.name,
      positions: `episode:${episodes[0].slug}`,
      // /media/{kind}/{file}: each parameter is found by the segment before it.
      revisions: String(essayRevision.id),
      'essay-previews': new URL(previewPath, app).searchParams.get('preview')!,
      covers: cover.split('/').pop(),
      avatars: avatar.split('/').pop(),
      media: 'audio',
      releases: 'games',
      notice: String(notice.id),
      'deploy-tokens': String(deployToken.id),
      '{kind}': episodes[0].audio.url.split('/').pop(),
    },
  };
}
