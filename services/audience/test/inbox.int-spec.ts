import type { AddressInfo } from 'node:net';
import {
  CONTACT_EMAIL,
  INBOX_CONTACT_BY_MAIL_TEXT,
  INBOX_NO_ADDRESS_TEXT,
  type ChatStart,
  type InboxItem,
  type InboxThread,
} from '@site/contracts';
import { IDENTITY_HEADER, signIdentity } from '@site/service-kit';
import { SseClient, SUITE_STORES } from '@site/service-kit/testing';
import request from 'supertest';
import { startAudience, type AudienceApp } from './audience-app.js';
import { SmtpInbox } from '@site/mailer/testing';

const SECRET = 'integration-secret';
// Signed when used: a signature lives 30 s, and this file runs longer than that on a busy machine.
const admin = () => signIdentity({ userId: 1, isAdmin: true, email: 'author@example.org' }, SECRET);
const reader = () => signIdentity({ userId: 2, isAdmin: false, email: 'reader@example.org' }, SECRET);

describe.each(SUITE_STORES)('the admin inbox on %s', (kind) => {
  let smtp: SmtpInbox;
  let audience: AudienceApp;
  const server = () => audience.app.getHttpAdapter().getInstance().server;
  const api = () => request(server());
  const asAdmin = (call: request.Test) => call.set(IDENTITY_HEADER, admin());

  const contact = async (subject: string, email = 'ada@example.org') => {
    await api()
      .post('/api/contact')
      .set('x-forwarded-for', '203.0.113.7')
      .send({
        name: 'Ada Lovelace',
        email,
        subject,
        message: `A question: ${subject}?`,
        startedAt: Date.now() - 60_000,
      })
      .expect(201);
    const list = await asAdmin(api().get('/api/admin/inbox?filter=waiting')).expect(200);
    return (list.body.items as InboxItem[]).find((item) => item.subject === subject)!;
  };
  let sender = 0;
  // Each from its own address, clear of the hourly limit on new conversations.
  const chat = async (body: string, email?: string) =>
    (
      await api()
        .post('/api/chat/conversations')
        .set('x-forwarded-for', `198.51.100.${(sender += 1)}`)
        .send({ body, email })
        .expect(201)
    ).body as ChatStart;

  beforeAll(async () => {
    smtp = await SmtpInbox.start();
    audience = await startAudience(kind, { SMTP_URL: smtp.url, MAIL_FROM: 'Commonplace <site@test.local>' });
  }, 60_000);
  afterAll(async () => {
    await audience?.stop();
    await smtp?.stop();
  });

  it('answers 401 to visitors and 403 to readers on every endpoint', async () => {
    const calls = [
      () => api().get('/api/admin/inbox'),
      () => api().get('/api/admin/inbox/stream'),
      () => api().get('/api/admin/inbox/chat/1'),
      () => api().get('/api/admin/inbox/contact/1'),
      () => api().post('/api/admin/inbox/chat/1/replies').send({ body: 'Hi', via: 'chat' }),
      () => api().post('/api/admin/inbox/contact/1/replies').send({ body: 'Hi', via: 'mail' }),
      () => api().patch('/api/admin/inbox/contact/1').send({ waiting: false }),
      () => api().patch('/api/admin/inbox/chat/1').send({ waiting: false }),
      () => api().get('/api/admin/inbox/notice/1'),
      () => api().patch('/api/admin/inbox/notice/1').send({ waiting: false }),
      () => api().post('/api/admin/inbox/notice/1/replies').send({ body: 'Hi', via: 'mail' }),
    ];
    for (const call of calls) {
      await call().expect(401);
      await call().set(IDENTITY_HEADER, reader()).expect(403);
    }
  });

  it('mails the author about a conversation started while they are away', async () => {
    await chat('Anyone home?', 'early@example.org');
    const notice = await smtp.waitFor((mail) => mail.text?.includes('Anyone home?') ?? false);
    expect(notice.to).toMatchObject({ value: [{ address: CONTACT_EMAIL }] });
    expect(notice.replyTo).toMatchObject({ value: [{ address: 'early@example.org' }] });
  });

  it('lists contact messages and conversations together, and answers a contact message by mail', async () => {
    const item = await contact('Mail me back');
    const started = await chat('A chat question');
    const all = await asAdmin(api().get('/api/admin/inbox')).expect(200);
    expect(Number(all.headers['x-total-count'])).toBe(all.body.total);
    const kinds = (all.body.items as InboxItem[]).map((row) => `${row.kind}:${row.id}`);
    expect(kinds).toEqual(expect.arrayContaining([`contact:${item.id}`, `chat:${started.conversation.id}`]));
    // The latest activity first: the conversation was started after the contact message.
    expect(kinds.indexOf(`chat:${started.conversation.id}`)).toBeLessThan(kinds.indexOf(`contact:${item.id}`));

    await asAdmin(api().post(`/api/admin/inbox/contact/${item.id}/replies`))
      .send({ body: 'Here is my answer.', via: 'chat' })
      .expect(400)
      .expect(({ body }) => expect(body.message).toBe(INBOX_CONTACT_BY_MAIL_TEXT));
    const answered = await asAdmin(api().post(`/api/admin/inbox/contact/${item.id}/replies`))
      .send({ body: 'Here is my answer.', via: 'mail' })
      .expect(201);
    expect(answered.body as InboxThread).toMatchObject({
      waiting: false,
      messages: [
        { from: 'visitor', via: 'form', body: 'A question: Mail me back?' },
        { from: 'author', via: 'mail', body: 'Here is my answer.' },
      ],
    });
    const mail = await smtp.waitFor((m) => m.subject === 'Re: Mail me back');
    expect(mail.to).toMatchObject({ value: [{ address: 'ada@example.org' }] });
    expect(mail.text).toContain('Here is my answer.');
    expect(mail.text).toContain('> A question: Mail me back?');

    const waiting = await asAdmin(api().get('/api/admin/inbox?filter=waiting')).expect(200);
    expect((waiting.body.items as InboxItem[]).some((row) => row.kind === 'contact' && row.id === item.id)).toBe(false);
    const done = await asAdmin(api().get('/api/admin/inbox?filter=answered')).expect(200);
    expect(done.body.items).toEqual(
      expect.arrayContaining([expect.objectContaining({ kind: 'contact', id: item.id, waiting: false })]),
    );
  });

  it('answers a conversation in the chat, and by mail only where the visitor left an address', async () => {
    const silent = await chat('No address here');
    await asAdmin(api().post(`/api/admin/inbox/chat/${silent.conversation.id}/replies`))
      .send({ body: 'By mail?', via: 'mail' })
      .expect(400)
      .expect(({ body }) => expect(body.message).toBe(INBOX_NO_ADDRESS_TEXT));
    const withAddress = await chat('Please write back', 'grace@example.org');
    const thread = await asAdmin(api().post(`/api/admin/inbox/chat/${withAddress.conversation.id}/replies`))
      .send({ body: 'Written back, in both places.', via: 'mail' })
      .expect(201);
    expect((thread.body as InboxThread).messages.at(-1)).toMatchObject({ from: 'author', via: 'mail' });
    const mail = await smtp.waitFor((m) => m.text?.includes('Written back, in both places.') ?? false);
    expect(mail.to).toMatchObject({ value: [{ address: 'grace@example.org' }] });
    expect(mail.text).toContain('> Please write back');
    const visitor = await api()
      .get(`/api/chat/conversations/${withAddress.conversation.id}`)
      .set('x-chat-token', withAddress.token)
      .expect(200);
    expect(visitor.body.messages.at(-1)).toMatchObject({ from: 'author', mailed: true });
  });

  it('marks a thread answered without a reply, and waiting again', async () => {
    const item = await contact('Answered from my own mail');
    const marked = await asAdmin(api().patch(`/api/admin/inbox/contact/${item.id}`))
      .send({ waiting: false })
      .expect(200);
    expect(marked.body).toMatchObject({ kind: 'contact', id: item.id, waiting: false });
    const waiting = await asAdmin(api().get('/api/admin/inbox?filter=waiting')).expect(200);
    expect((waiting.body.items as InboxItem[]).some((row) => row.kind === 'contact' && row.id === item.id)).toBe(false);
    await asAdmin(api().patch(`/api/admin/inbox/contact/${item.id}`))
      .send({ waiting: true })
      .expect(200);

    const started = await chat('Settled elsewhere');
    await asAdmin(api().patch(`/api/admin/inbox/chat/${started.conversation.id}`))
      .send({ waiting: false })
      .expect(200)
      .expect(({ body }) => expect(body.waiting).toBe(false));
    await asAdmin(api().patch(`/api/admin/inbox/chat/${started.conversation.id}`))
      .send({ waiting: 'no' })
      .expect(400);
    await asAdmin(api().patch('/api/admin/inbox/chat/999999')).send({ waiting: false }).expect(404);
  });

  it('streams every new message to the author live', async () => {
    const { port } = server().address() as AddressInfo;
    const stream = await SseClient.open(`http://127.0.0.1:${port}/api/admin/inbox/stream`, {
      [IDENTITY_HEADER]: admin(),
    });
    try {
      const started = await chat('Live for the author');
      await stream.waitFor((e) => e.event === 'inbox' && JSON.parse(e.data).id === started.conversation.id);
      const item = await contact('Live contact', 'live@example.org');
      await stream.waitFor(
        (e) => e.event === 'inbox' && e.data === JSON.stringify({ kind: 'contact', id: item.id, from: 'visitor' }),
      );
    } finally {
      stream.close();
    }
  });

  it('refuses unknown kinds, ids, filters and pages with a clear 4xx', async () => {
    await asAdmin(api().get('/api/admin/inbox/letter/1')).expect(404);
    for (const id of ['0', 'abc', '999999', '99999999999']) {
      await asAdmin(api().get(`/api/admin/inbox/chat/${id}`)).expect(404);
      await asAdmin(api().get(`/api/admin/inbox/contact/${id}`)).expect(404);
    }
    await asAdmin(api().get('/api/admin/inbox?filter=spam')).expect(400);
    await asAdmin(api().get('/api/admin/inbox?page=0')).expect(400);
    await asAdmin(api().post('/api/admin/inbox/chat/1/replies')).send({ body: '', via: 'chat' }).expect(400);
  });
});
