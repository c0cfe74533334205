import type { AddressInfo } from 'node:net';
import {
  CHAT_MESSAGE_MAX,
  CHAT_NOT_FOUND_TEXT,
  CHAT_PER_MINUTE,
  CHAT_STREAM_RETRY_MS,
  CHAT_TOKEN_HEADER,
  CHAT_TOO_MANY_TEXT,
  type ChatMessage,
  type ChatStart,
} from '@site/contracts';
import { IDENTITY_HEADER, signIdentity } from '@site/service-kit';
import { SseClient, STORE_KINDS } from '@site/service-kit/testing';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { ChatMessageEntity } from '../src/features/chat/chat-message.entity.js';
import { startAudience, type AudienceApp } from './audience-app.js';

const SECRET = 'integration-secret';
const reader = (userId: number, email = `reader${userId}@example.org`) =>
  signIdentity({ userId, isAdmin: false, email }, SECRET);
const admin = () => signIdentity({ userId: 1, isAdmin: true, email: 'author@example.org' }, SECRET);

const server = (audience: AudienceApp) => audience.app.getHttpAdapter().getInstance().server;
const baseUrl = (audience: AudienceApp) => `http://127.0.0.1:${(server(audience).address() as AddressInfo).port}`;

describe.each(STORE_KINDS)('the chat on %s', (kind) => {
  let audience: AudienceApp;
  const api = () => request(server(audience));
  let sender = 0;
  /** Each test writes from its own address, so the per-sender limits of one never touch another. */
  const nextIp = () => `198.51.100.${(sender += 1)}`;

  const start = async (body: string, ip = nextIp(), identity?: string): Promise<ChatStart> => {
    const call = api().post('/api/chat/conversations').set('x-forwarded-for', ip);
    if (identity) call.set(IDENTITY_HEADER, identity);
    return (await call.send({ body }).expect(201)).body as ChatStart;
  };

  beforeAll(async () => {
    audience = await startAudience(kind);
  }, 60_000);
  afterAll(async () => {
    await audience?.stop();
  });

  it('says the author is away until they open the inbox', async () => {
    // First: every answer of the author below counts as being around.
    await api().get('/api/chat/status').expect(200, { authorAvailable: false });
    await api().get('/api/admin/inbox').set(IDENTITY_HEADER, admin()).expect(200);
    await api().get('/api/chat/status').expect(200, { authorAvailable: true });
  });

  it('starts a conversation whose token opens it, and no other key does', async () => {
    const started = await start('Hello, is anyone there?');
    expect(started.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(started.conversation.messages).toEqual([
      expect.objectContaining({ from: 'visitor', body: 'Hello, is anyone there?', mailed: false }),
    ]);
    const id = started.conversation.id;
    const read = await api().get(`/api/chat/conversations/${id}`).set(CHAT_TOKEN_HEADER, started.token).expect(200);
    expect(read.body.messages).toHaveLength(1);
    const other = await start('Another visitor');
    await api().get(`/api/chat/conversations/${id}`).expect(401);
    for (const token of [other.token, 'A'.repeat(43)]) {
      await api()
        .get(`/api/chat/conversations/${id}`)
        .set(CHAT_TOKEN_HEADER, token)
        .expect(404, { message: CHAT_NOT_FOUND_TEXT, error: 'Not Found', statusCode: 404 });
    }
    for (const wrongId of ['abc', '0', '99999999999'])
      await api().get(`/api/chat/conversations/${wrongId}`).set(CHAT_TOKEN_HEADER, started.token).expect(404);
  });

  it('keeps text as written, HTML included, and refuses an empty or too long message with nothing stored', async () => {
    const started = await start('<img src=x onerror=alert(1)> is only text');
    expect(started.conversation.messages[0].body).toBe('<img src=x onerror=alert(1)> is only text');
    const id = started.conversation.id;
    const count = () => audience.app.get(DataSource).getRepository(ChatMessageEntity).countBy({ conversationId: id });
    for (const body of ['   ', 'x'.repeat(CHAT_MESSAGE_MAX + 1)]) {
      const refused = await api()
        .post(`/api/chat/conversations/${id}/messages`)
        .set(CHAT_TOKEN_HEADER, started.token)
        .send({ body })
        .expect(400);
      expect(refused.body.message).toEqual([`body must be 1 to ${CHAT_MESSAGE_MAX} characters.`]);
    }
    await api()
      .post(`/api/chat/conversations/${id}/messages`)
      .set(CHAT_TOKEN_HEADER, started.token)
      .send({ body: 'fine', email: 'not an address' })
      .expect(400);
    await api()
      .post(`/api/chat/conversations/${id}/messages`)
      .set(CHAT_TOKEN_HEADER, started.token)
      .send({ body: 'fine', html: '<b>' })
      .expect(400);
    expect(await count()).toBe(1);
  });

  it(`answers 429 past ${CHAT_PER_MINUTE} messages a minute, with a clear message`, async () => {
    const ip = nextIp();
    const started = await start('First', ip);
    for (let i = 1; i < CHAT_PER_MINUTE; i += 1) {
      await api()
        .post(`/api/chat/conversations/${started.conversation.id}/messages`)
        .set(CHAT_TOKEN_HEADER, started.token)
        .set('x-forwarded-for', nextIp())
        .send({ body: `Message ${i}` })
        .expect(201);
    }
    const refused = await api()
      .post(`/api/chat/conversations/${started.conversation.id}/messages`)
      .set(CHAT_TOKEN_HEADER, started.token)
      .set('x-forwarded-for', nextIp())
      .send({ body: 'One too many' })
      .expect(429);
    expect(refused.body.message).toBe(CHAT_TOO_MANY_TEXT);
  });

  it("lists a reader's past conversations, and gives them one they started with a token", async () => {
    const own = await start('As a reader', nextIp(), reader(41));
    expect(own.conversation.email).toBe('reader41@example.org');
    const earlier = await start('Before logging in');
    await api()
      .get(`/api/chat/conversations/${earlier.conversation.id}`)
      .set(CHAT_TOKEN_HEADER, earlier.token)
      .set(IDENTITY_HEADER, reader(41))
      .expect(200);
    const list = await api().get('/api/chat/conversations').set(IDENTITY_HEADER, reader(41)).expect(200);
    expect(list.body.map((c: { id: number }) => c.id).sort()).toEqual(
      [own.conversation.id, earlier.conversation.id].sort(),
    );
    // Now theirs, the session alone opens it; another reader's does not.
    await api().get(`/api/chat/conversations/${earlier.conversation.id}`).set(IDENTITY_HEADER, reader(41)).expect(200);
    await api().get(`/api/chat/conversations/${earlier.conversation.id}`).set(IDENTITY_HEADER, reader(42)).expect(404);
    await api().get('/api/chat/conversations').expect(401);
  });

  it('streams new messages of both sides live, and resumes after Last-Event-ID', async () => {
    const started = await start('Streaming, please');
    const id = started.conversation.id;
    const first = started.conversation.messages[0].id;
    const url = `${baseUrl(audience)}/api/chat/conversations/${id}/stream?token=${started.token}&after=${first}`;
    const stream = await SseClient.open(url);
    try {
      expect(stream.response.statusCode).toBe(200);
      expect(stream.response.headers['content-type']).toMatch(/^text\/event-stream/);
      await api()
        .post(`/api/admin/inbox/chat/${id}/replies`)
        .set(IDENTITY_HEADER, admin())
        .send({ body: 'Here I am.', via: 'chat' })
        .expect(201);
      const answer = await stream.waitFor((event) => event.event === 'message');
      expect(stream.retry).toBe(CHAT_STREAM_RETRY_MS);
      expect(JSON.parse(answer.data)).toMatchObject({ from: 'author', body: 'Here I am.', conversationId: id });
      await api()
        .post(`/api/chat/conversations/${id}/messages`)
        .set(CHAT_TOKEN_HEADER, started.token)
        .send({ body: 'Thank you!' })
        .expect(201);
      await stream.waitFor((event) => event.data.includes('Thank you!'));
      expect(stream.events.map((event) => (JSON.parse(event.data) as ChatMessage).body)).toEqual([
        'Here I am.',
        'Thank you!',
      ]);
      const resumed = await SseClient.open(
        `${baseUrl(audience)}/api/chat/conversations/${id}/stream?token=${started.token}`,
        {
          'last-event-id': answer.id!,
        },
      );
      await resumed.waitFor((event) => event.data.includes('Thank you!'));
      expect(resumed.events).toHaveLength(1);
      resumed.close();
    } finally {
      stream.close();
    }
  });

  it('refuses a stream without the key, before any stream opens', async () => {
    const started = await start('Private');
    const response = await api().get(`/api/chat/conversations/${started.conversation.id}/stream`).expect(401);
    expect(response.headers['content-type']).toMatch(/json/);
    await api()
      .get(`/api/chat/conversations/${started.conversation.id}/stream?token=${'A'.repeat(43)}`)
      .expect(404);
  });
});

describe('the chat across two replicas on PostgreSQL', () => {
  let one: AudienceApp;
  let two: AudienceApp;

  beforeAll(async () => {
    one = await startAudience('PostgreSQL');
    // The second replica shares the first one's database, as replicas behind one gateway do.
    const url = one.app.get(DataSource).options as { url: string };
    two = await startAudience('PostgreSQL', { DATABASE_URL: url.url });
  }, 60_000);
  afterAll(async () => {
    await two?.stop();
    await one?.stop();
  });

  it("delivers an answer written on one replica to a visitor's stream on the other, through LISTEN/NOTIFY", async () => {
    const started = (
      await request(server(one)).post('/api/chat/conversations').send({ body: 'Two replicas?' }).expect(201)
    ).body as ChatStart;
    const id = started.conversation.id;
    const stream = await SseClient.open(
      `${baseUrl(one)}/api/chat/conversations/${id}/stream?token=${started.token}&after=${started.conversation.messages[0].id}`,
    );
    const inbox = await SseClient.open(`${baseUrl(one)}/api/admin/inbox/stream`, { [IDENTITY_HEADER]: admin() });
    try {
      await request(server(two))
        .post(`/api/admin/inbox/chat/${id}/replies`)
        .set(IDENTITY_HEADER, admin())
        .send({ body: 'Answered from replica two.', via: 'chat' })
        .expect(201);
      const event = await stream.waitFor((e) => e.event === 'message');
      expect(JSON.parse(event.data)).toMatchObject({ body: 'Answered from replica two.', from: 'author' });
      await inbox.waitFor((e) => e.event === 'inbox' && JSON.parse(e.data).id === id);
    } finally {
      stream.close();
      inbox.close();
    }
  });
  it('listens again after its database connection is lost, and catches up what it missed', async () => {
    const started = (
      await request(server(one))
        .post('/api/chat/conversations')
        .send({ body: 'Through a lost connection?' })
        .expect(201)
    ).body as ChatStart;
    const id = started.conversation.id;
    const stream = await SseClient.open(
      `${baseUrl(one)}/api/chat/conversations/${id}/stream?token=${started.token}&after=${started.conversation.messages[0].id}`,
    );
    try {
      // Ends every listening connection: replica one's among them.
      const ended: unknown[] = await one.app
        .get(DataSource)
        .query(
          `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN%'`,
        );
      expect(ended.length).toBeGreaterThanOrEqual(2);
      await request(server(two))
        .post(`/api/admin/inbox/chat/${id}/replies`)
        .set(IDENTITY_HEADER, admin())
        .send({ body: 'Sent while nobody listened.', via: 'chat' })
        .expect(201);
      const event = await stream.waitFor((e) => e.event === 'message');
      expect(JSON.parse(event.data)).toMatchObject({ body: 'Sent while nobody listened.' });
    } finally {
      stream.close();
    }
  });
});

describe('stopping the service', () => {
  it('ends the open streams, so it stops at once', async () => {
    const audience = await startAudience('PostgreSQL');
    const started = (
      await request(server(audience)).post('/api/chat/conversations').send({ body: 'Goodbye' }).expect(201)
    ).body as ChatStart;
    const stream = await SseClient.open(
      `${baseUrl(audience)}/api/chat/conversations/${started.conversation.id}/stream?token=${started.token}`,
    );
    const ended = new Promise((resolve) => stream.response.on('end', resolve));
    await audience.stop();
    await ended;
  }, 30_000);
});
