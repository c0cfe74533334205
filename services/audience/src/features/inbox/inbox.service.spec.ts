import { jest } from '@jest/globals';
import { INBOX_CONTACT_BY_MAIL_TEXT, INBOX_NO_ADDRESS_TEXT, INBOX_NOTICE_NO_REPLY_TEXT } from '@site/contracts';
import type { Outbox, OutgoingMail } from '@site/mailer';
import { FakeOutbox } from '../../../test/fakes/fake-outbox.js';
import type { ChatConversationEntity } from '../chat/chat-conversation.entity.js';
import type { ChatRepository } from '../chat/chat.repository.js';
import type { InboxEvents } from '../chat/inbox-events.js';
import type { PresenceRepository } from '../chat/presence.repository.js';
import type { ContactMessageEntity } from '../contact/contact-message.entity.js';
import type { InboxRepository } from './inbox.repository.js';
import { InboxService } from './inbox.service.js';
import type { SiteNoticeEntity } from './site-notice.entity.js';

const NOW = new Date('2026-11-20T10:00:00Z');
const contact = {
  id: 3,
  name: 'Ada Lovelace',
  email: 'ada@example.org',
  subject: 'On engines',
  message: 'Line one\nLine two',
  ipHash: 'h',
  createdAt: NOW,
  answeredAt: null,
  lastActivityAt: NOW,
} satisfies ContactMessageEntity;
const notice = {
  id: 4,
  subject: 'The games canary 0.2.0 was rolled back',
  body: 'By its error rate: 14 errors in 220 views against 0 in 1,900.',
  readAt: null,
  createdAt: NOW,
} satisfies SiteNoticeEntity;
const conversation = (email: string | null): ChatConversationEntity => ({
  id: 5,
  tokenHash: 'x',
  userId: null,
  email,
  ipHash: 'h',
  waiting: true,
  lastMessageAt: NOW,
  createdAt: NOW,
});

function setup(email: string | null = null) {
  const inbox = {
    findContact: jest.fn(async (id: number) => (id === 3 ? contact : null)),
    contactReplies: jest.fn(async () => []),
    replyToContact: jest.fn(async (_id: number, _body: string, _mail: OutgoingMail) => undefined),
    findNotice: jest.fn(async (id: number) => (id === 4 ? notice : null)),
    addNotice: jest.fn(async (subject: string, body: string) => ({ ...notice, id: 8, subject, body })),
    setNoticeRead: jest.fn(async (_id: number, _read: boolean) => undefined),
  };
  const chats = {
    find: jest.fn(async (id: number) => (id === 5 ? conversation(email) : null)),
    latestMessages: jest.fn(async () => []),
    lastVisitorMessage: jest.fn(async () => ({ body: 'Will you answer?' })),
    addAuthorMessage: jest.fn(async (_id: number, _body: string, _mail: OutgoingMail | null) => undefined),
  };
  const outbox = new FakeOutbox();
  const service = new InboxService(
    inbox as unknown as InboxRepository,
    chats as unknown as ChatRepository,
    { touch: async () => undefined } as unknown as PresenceRepository,
    {} as InboxEvents,
    outbox as unknown as Outbox,
    { siteUrl: 'https://site.test' },
  );
  return { service, inbox, chats, outbox };
}

describe('InboxService', () => {
  it('answers a contact message by mail, quoting it, and only by mail', async () => {
    const { service, inbox, outbox } = setup();
    await expect(service.reply('contact', 3, { body: 'Thanks', via: 'chat' })).rejects.toMatchObject({
      status: 400,
      message: INBOX_CONTACT_BY_MAIL_TEXT,
    });
    await service.reply('contact', 3, { body: 'Thanks', via: 'mail' });
    const mail = inbox.replyToContact.mock.calls[0][2];
    expect(mail).toMatchObject({ to: 'ada@example.org', subject: 'Re: On engines' });
    expect(mail.text).toContain('Thanks');
    expect(mail.text).toContain('> Line one\n> Line two');
    expect(outbox.kicks).toBe(1);
  });

  it('answers a conversation in the chat, and by mail only where an address was left', async () => {
    const silent = setup(null);
    await expect(silent.service.reply('chat', 5, { body: 'Hi', via: 'mail' })).rejects.toMatchObject({
      status: 400,
      message: INBOX_NO_ADDRESS_TEXT,
    });
    await silent.service.reply('chat', 5, { body: 'Hi', via: 'chat' });
    expect(silent.chats.addAuthorMessage).toHaveBeenCalledWith(5, 'Hi', null);
    expect(silent.outbox.kicks).toBe(0);

    const known = setup('grace@example.org');
    await known.service.reply('chat', 5, { body: 'By mail too', via: 'mail' });
    const mail = known.chats.addAuthorMessage.mock.calls[0][2];
    expect(mail).toMatchObject({ to: 'grace@example.org', text: expect.stringContaining('> Will you answer?') });
    expect(known.outbox.kicks).toBe(1);
  });

  it('keeps a notice from the site, shows it as one message, marks it read, and never answers it', async () => {
    const { service, inbox } = setup();
    expect(await service.addNotice({ subject: 'Rolled back', body: 'Too many errors.' })).toEqual({ id: 8 });
    expect(inbox.addNotice).toHaveBeenCalledWith('Rolled back', 'Too many errors.');
    expect(await service.thread('notice', 4)).toEqual({
      kind: 'notice',
      id: 4,
      name: null,
      email: null,
      subject: notice.subject,
      waiting: true,
      createdAt: NOW.toISOString(),
      messages: [{ id: 4, from: 'site', body: notice.body, createdAt: NOW.toISOString(), via: 'site' }],
    });
    await service.setWaiting('notice', 4, false);
    expect(inbox.setNoticeRead).toHaveBeenCalledWith(4, true);
    await expect(service.reply('notice', 4, { body: 'Thanks', via: 'mail' })).rejects.toMatchObject({
      status: 400,
      message: INBOX_NOTICE_NO_REPLY_TEXT,
    });
    await expect(service.reply('notice', 9, { body: 'Thanks', via: 'mail' })).rejects.toMatchObject({ status: 404 });
  });

  it('answers 404 for a thread that does not exist', async () => {
    const { service } = setup();
    await expect(service.thread('contact', 9)).rejects.toMatchObject({ status: 404 });
    await expect(service.reply('chat', 9, { body: 'Hi', via: 'chat' })).rejects.toMatchObject({ status: 404 });
    await expect(service.setWaiting('contact', 9, false)).rejects.toMatchObject({ status: 404 });
    await expect(service.thread('notice', 9)).rejects.toMatchObject({ status: 404 });
    await expect(service.setWaiting('notice', 9, false)).rejects.toMatchObject({ status: 404 });
  });
});
