import { CHAT_NO_KEY_TEXT, type ChatStart } from '@site/contracts';
import { SseClient } from '@site/service-kit/testing';
import request from 'supertest';
import { startGatewayStack, type GatewayStack } from './gateway-stack.js';

describe('server-sent events through the gateway', () => {
  let stack: GatewayStack;
  let app: string;

  beforeAll(async () => {
    stack = await startGatewayStack(4700);
    // A short time-out for ordinary answers: a stream must outlive it.
    app = await stack.createGateway({ UPSTREAM_TIMEOUT_MS: '1000' });
  }, 120_000);
  afterAll(async () => {
    await stack?.stop();
  });

  it('streams a conversation live: unbuffered, uncompressed, and past the upstream time-out', async () => {
    const started = (
      await request(app).post('/api/chat/conversations').send({ body: 'Hello through the gateway' }).expect(201)
    ).body as ChatStart;
    const { id, messages } = started.conversation;
    const stream = await SseClient.open(
      `${app}/api/chat/conversations/${id}/stream?token=${started.token}&after=${messages[0].id}`,
      { 'accept-encoding': 'gzip, deflate, br' },
    );
    try {
      expect(stream.response.statusCode).toBe(200);
      expect(stream.response.headers['content-type']).toMatch(/^text\/event-stream/);
      expect(stream.response.headers['content-encoding']).toBeUndefined();
      expect(stream.response.headers['cache-control']).toContain('no-transform');
      // The first bytes arrive before any event exists: nothing holds them back.
      for (let waited = 0; stream.retry === null && waited < 5000; waited += 25)
        await new Promise((resolve) => setTimeout(resolve, 25));
      expect(stream.retry).toBe(3000);

      // Longer than the gateway lets an ordinary answer take.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await request(app)
        .post(`/api/chat/conversations/${id}/messages`)
        .set('x-chat-token', started.token)
        .send({ body: 'Still there?' })
        .expect(201);
      const event = await stream.waitFor((e) => e.event === 'message');
      expect(JSON.parse(event.data)).toMatchObject({ conversationId: id, from: 'visitor', body: 'Still there?' });
    } finally {
      stream.close();
    }
  });

  it('passes a refused stream through as JSON', async () => {
    const response = await request(app)
      .get('/api/chat/conversations/1/stream')
      .set('accept', 'text/event-stream')
      .expect(401);
    expect(response.body.message).toBe(CHAT_NO_KEY_TEXT);
  });

  it('answers the admin inbox stream 401 to visitors', async () => {
    await request(app).get('/api/admin/inbox/stream').set('accept', 'text/event-stream').expect(401);
  });
});
