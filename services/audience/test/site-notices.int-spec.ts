import type { AddressInfo } from 'node:net';
import { INBOX_NOTICE_NO_REPLY_TEXT, type InboxItem, type InboxList } from '@site/contracts';
import { IDENTITY_HEADER, INTERNAL_TOKEN_HEADER, signIdentity } from '@site/service-kit';
import { SseClient, SUITE_STORES } from '@site/service-kit/testing';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { SiteNoticeEntity } from '../src/features/inbox/site-notice.entity.js';
import { startAudience, type AudienceApp } from './audience-app.js';

const SECRET = 'integration-secret';
// Signed when used: a signature lives 30 s.
const admin = () => signIdentity({ userId: 1, isAdmin: true, email: 'author@example.org' }, SECRET);

const ROLLBACK = {
  subject: 'The games canary 0.2.0 was rolled back',
  body: 'The games canary 0.2.0 was rolled back by its error rate: 14 errors in 220 views against 0 in 1,900.',
};

describe.each(SUITE_STORES)('notices from the site in the admin inbox on %s', (kind) => {
  let audience: AudienceApp;
  const server = () => audience.app.getHttpAdapter().getInstance().server;
  const api = () => request(server());
  const asAdmin = (call: request.Test) => call.set(IDENTITY_HEADER, admin());
  const post = (body: object) =>
    api().post('/api/internal/inbox/notices').set(INTERNAL_TOKEN_HEADER, SECRET).send(body);
  const inbox = async (filter: string) =>
    (await asAdmin(api().get(`/api/admin/inbox?filter=${filter}`)).expect(200)).body as InboxList;
  const stored = () => audience.app.get(DataSource).getRepository(SiteNoticeEntity).count();

  beforeAll(async () => {
    audience = await startAudience(kind);
  }, 60_000);
  afterAll(() => audience?.stop());

  it('keeps a notice posted with the internal token and shows it first in the inbox, unread, live', async () => {
    await api()
      .post('/api/contact')
      .set('x-forwarded-for', '203.0.113.7')
      .send({
        name: 'Ada Lovelace',
        email: 'ada@example.org',
        subject: 'Before the notice',
        message: 'An older message.',
        startedAt: Date.now() - 60_000,
      })
      .expect(201);
    const waitingBefore = (await inbox('waiting')).total;
    const { port } = server().address() as AddressInfo;
    const stream = await SseClient.open(`http://127.0.0.1:${port}/api/admin/inbox/stream`, {
      [IDENTITY_HEADER]: admin(),
    });
    let id: number;
    try {
      const created = await post(ROLLBACK).expect(201);
      expect(created.body).toEqual({ id: expect.any(Number) });
      id = created.body.id;
      await stream.waitFor(
        (e) => e.event === 'inbox' && e.data === JSON.stringify({ kind: 'notice', id, from: 'site' }),
      );
    } finally {
      stream.close();
    }

    const all = await inbox('all');
    expect(all.items[0]).toEqual({
      kind: 'notice',
      id,
      name: null,
      email: null,
      subject: ROLLBACK.subject,
      preview: ROLLBACK.body,
      lastAt: expect.any(String),
      waiting: true,
    } satisfies InboxItem);
    expect(all.items.map((item) => item.kind)).toEqual(['notice', 'contact']);
    expect((await inbox('waiting')).total).toBe(waitingBefore + 1);

    const thread = await asAdmin(api().get(`/api/admin/inbox/notice/${id}`)).expect(200);
    expect(thread.body).toMatchObject({
      kind: 'notice',
      id,
      subject: ROLLBACK.subject,
      waiting: true,
      messages: [{ from: 'site', via: 'site', body: ROLLBACK.body }],
    });

    // Read: it no longer waits; unread again: it does.
    await asAdmin(api().patch(`/api/admin/inbox/notice/${id}`))
      .send({ waiting: false })
      .expect(200)
      .expect(({ body }) => expect(body).toMatchObject({ kind: 'notice', id, waiting: false }));
    expect((await inbox('waiting')).items.some((item) => item.kind === 'notice' && item.id === id)).toBe(false);
    expect((await inbox('answered')).items).toEqual(
      expect.arrayContaining([expect.objectContaining({ kind: 'notice', id, waiting: false })]),
    );
    await asAdmin(api().patch(`/api/admin/inbox/notice/${id}`))
      .send({ waiting: true })
      .expect(200);
    expect((await inbox('waiting')).total).toBe(waitingBefore + 1);
  });

  it('refuses a caller without the internal token or with a wrong one, storing nothing', async () => {
    const before = await stored();
    await api().post('/api/internal/inbox/notices').send(ROLLBACK).expect(401);
    await api()
      .post('/api/internal/inbox/notices')
      .set(INTERNAL_TOKEN_HEADER, 'not-the-secret')
      .send(ROLLBACK)
      .expect(403);
    // The admin's identity is no internal token.
    await asAdmin(api().post('/api/internal/inbox/notices')).send(ROLLBACK).expect(401);
    expect(await stored()).toBe(before);
  });

  it('refuses bad text with a 400 that says why, storing nothing', async () => {
    const before = await stored();
    const nul = await post({ subject: 'Rolled\u0000 back', body: ROLLBACK.body }).expect(400);
    expect(nul.body.message).toBe('subject contains a NUL or control character.');
    const inBody = await post({ subject: ROLLBACK.subject, body: 'Errors\u0000' }).expect(400);
    expect(inBody.body.message).toBe('body contains a NUL or control character.');
    await post({ subject: '   ', body: ROLLBACK.body }).expect(400);
    await post({ subject: 'x'.repeat(201), body: ROLLBACK.body }).expect(400);
    await post({ subject: ROLLBACK.subject, body: 'x'.repeat(2001) }).expect(400);
    await post({ subject: ROLLBACK.subject }).expect(400);
    await post({ ...ROLLBACK, from: 'gateway' }).expect(400);
    expect(await stored()).toBe(before);
  });

  it('refuses to answer a notice with a 4xx that says why', async () => {
    const { id } = (await post({ subject: 'Nothing to answer', body: 'A notice.' }).expect(201)).body as {
      id: number;
    };
    for (const via of ['mail', 'chat']) {
      await asAdmin(api().post(`/api/admin/inbox/notice/${id}/replies`))
        .send({ body: 'Thank you.', via })
        .expect(400)
        .expect(({ body }) => expect(body.message).toBe(INBOX_NOTICE_NO_REPLY_TEXT));
    }
    await asAdmin(api().post('/api/admin/inbox/notice/999999/replies'))
      .send({ body: 'Thank you.', via: 'mail' })
      .expect(404);
    await asAdmin(api().get('/api/admin/inbox/notice/999999')).expect(404);
    await api().post(`/api/admin/inbox/notice/${id}/replies`).send({ body: 'Hi', via: 'mail' }).expect(401);
  });
});
