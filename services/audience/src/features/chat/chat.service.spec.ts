import { jest } from '@jest/globals';
import { CHAT_AUTHOR_AWAY_AFTER_MS, CHAT_TOO_MANY_TEXT, CONTACT_EMAIL } from '@site/contracts';
import type { Outbox } from '@site/mailer';
import { FakeOutbox } from '../../../test/fakes/fake-outbox.js';
import type { ChatConversationEntity } from './chat-conversation.entity.js';
import type { ChatMessageEntity } from './chat-message.entity.js';
import { chatTokenHash } from './chat-token.js';
import type { ChatRepository } from './chat.repository.js';
import { ChatService } from './chat.service.js';
import type { InboxEvents } from './inbox-events.js';
import type { PresenceRepository } from './presence.repository.js';

const NOW = new Date('2026-11-20T10:00:00Z');
const TOKEN = 'A'.repeat(43);

const conversation = (fields: Partial<ChatConversationEntity> = {}): ChatConversationEntity => ({
  id: 5,
  tokenHash: chatTokenHash(TOKEN),
  userId: null,
  email: null,
  ipHash: 'h',
  waiting: true,
  lastMessageAt: NOW,
  createdAt: NOW,
  ...fields,
});
const message = (id: number): ChatMessageEntity => ({
  id,
  conversationId: 5,
  from: 'visitor',
  body: 'Hello',
  ipHash: 'h',
  mailed: false,
  createdAt: NOW,
});

function setup({ seen = null as Date | null, stored = conversation() } = {}) {
  const chats = {
    start: jest.fn(async () => ({ conversation: stored, messages: [message(1)] })),
    addVisitorMessage: jest.fn(async () => message(2)),
    find: jest.fn(async (id: number) => (id === stored.id ? stored : null)),
    claim: jest.fn(async () => undefined),
    latestMessages: jest.fn(async () => [message(1)]),
  };
  const presence = { lastSeen: jest.fn(async () => seen) };
  const outbox = new FakeOutbox();
  const service = new ChatService(
    chats as unknown as ChatRepository,
    presence as unknown as PresenceRepository,
    {} as InboxEvents,
    outbox as unknown as Outbox,
    { internalSecret: 'secret', siteUrl: 'https://site.test' },
  );
  return { service, chats, outbox };
}

describe('ChatService', () => {
  it('counts the author available for a while after they were last in the inbox', async () => {
    const now = NOW.getTime();
    await expect(setup({ seen: NOW }).service.status(now + 1000)).resolves.toEqual({ authorAvailable: true });
    await expect(setup({ seen: NOW }).service.status(now + CHAT_AUTHOR_AWAY_AFTER_MS)).resolves.toEqual({
      authorAvailable: false,
    });
    await expect(setup().service.status(now)).resolves.toEqual({ authorAvailable: false });
  });

  it("starts a reader's conversation under their account and address, keeping only the token's hash", async () => {
    const { service, chats } = setup({ seen: new Date() });
    const started = await service.start(
      { body: 'Hello' },
      { userId: 7, isAdmin: false, email: 'ada@example.org' },
      '10.0.0.1',
    );
    const [stored, body, , mail] = chats.start.mock.calls[0] as unknown as [
      Record<string, unknown>,
      string,
      unknown,
      unknown,
    ];
    expect(stored).toMatchObject({ userId: 7, email: 'ada@example.org', tokenHash: chatTokenHash(started.token) });
    expect(JSON.stringify(stored)).not.toContain(started.token);
    expect(stored.ipHash).not.toContain('10.0.0.1');
    expect(body).toBe('Hello');
    // The author is around: no mail about it.
    expect(mail).toBeNull();
  });

  it('tells the author by mail of a conversation started while away', async () => {
    const { service, chats, outbox } = setup();
    await service.start({ body: 'Anyone?', email: 'v@example.org' }, null, '10.0.0.1');
    const mail = (chats.start.mock.calls[0] as unknown[])[3];
    expect(mail).toMatchObject({
      to: CONTACT_EMAIL,
      replyTo: 'v@example.org',
      text: expect.stringContaining('Anyone?'),
    });
    expect(outbox.kicks).toBe(1);
  });

  it('answers 429 with a clear message when the repository refuses', async () => {
    const { service, chats } = setup();
    chats.addVisitorMessage.mockResolvedValueOnce('too-many-messages' as never);
    await expect(service.post(5, { token: TOKEN, caller: null }, { body: 'Hi' }, '10.0.0.1')).rejects.toMatchObject({
      status: 429,
      message: CHAT_TOO_MANY_TEXT,
    });
  });

  it('opens a conversation by its token or its owner, 401 with neither, 404 alike for wrong and missing', async () => {
    const { service } = setup({ stored: conversation({ userId: 7 }) });
    await expect(service.conversation(5, { token: TOKEN, caller: null })).resolves.toMatchObject({ id: 5 });
    await expect(service.conversation(5, { caller: { userId: 7, isAdmin: false } })).resolves.toMatchObject({ id: 5 });
    await expect(service.conversation(5, { caller: null })).rejects.toMatchObject({ status: 401 });
    await expect(service.conversation(5, { caller: { userId: 8, isAdmin: false } })).rejects.toMatchObject({
      status: 404,
    });
    await expect(service.conversation(5, { token: 'B'.repeat(43), caller: null })).rejects.toMatchObject({
      status: 404,
    });
    await expect(service.conversation(6, { token: TOKEN, caller: null })).rejects.toMatchObject({ status: 404 });
  });

  it('gives a visitor’s conversation to the reader who opens it with its token', async () => {
    const { service, chats } = setup();
    await service.conversation(5, { token: TOKEN, caller: { userId: 9, isAdmin: false } });
    expect(chats.claim).toHaveBeenCalledWith(5, 9);
  });
});
