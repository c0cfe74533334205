import { SUITE_STORES } from '@site/service-kit/testing';
import type { AudienceStats, RecentMessage } from '@site/contracts';
import { IDENTITY_HEADER, signIdentity } from '@site/service-kit';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { ChatConversationEntity } from '../src/features/chat/chat-conversation.entity.js';
import { ContactMessageEntity } from '../src/features/contact/contact-message.entity.js';
import { SiteNoticeEntity } from '../src/features/inbox/site-notice.entity.js';
import { SubscriberEntity, type SubscriberStatus } from '../src/features/newsletter/subscriber.entity.js';
import { startAudience, type AudienceApp } from './audience-app.js';

const SECRET = 'integration-secret';
const admin = () => signIdentity({ userId: 1, isAdmin: true }, SECRET);
const reader = () => signIdentity({ userId: 2, isAdmin: false }, SECRET);
const hash = (n: number) => n.toString(16).padStart(64, '0');

describe.each(SUITE_STORES)('the admin overview figures of the audience on %s', (kind) => {
  let audience: AudienceApp;
  const api = () => request(audience.app.getHttpAdapter().getInstance().server);

  beforeAll(async () => {
    audience = await startAudience(kind);
    const manager = audience.app.get(DataSource).manager;
    const statuses: SubscriberStatus[] = ['confirmed', 'confirmed', 'confirmed', 'waiting', 'unsubscribed'];
    await manager.insert(
      SubscriberEntity,
      statuses.map((status, i) => ({
        email: `reader${i}@example.org`,
        status,
        unsubscribeTokenHash: hash(i + 1),
        confirmSentAt: new Date(),
      })),
    );
    const sent = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);
    await manager.insert(ContactMessageEntity, [
      {
        name: 'Ada Lovelace',
        email: 'ada@example.org',
        subject: 'Answered already',
        message: 'An old question.',
        ipHash: hash(10),
        createdAt: sent(30),
        answeredAt: sent(20),
      },
      {
        name: 'Mary Somerville',
        email: 'mary@example.org',
        subject: 'On the connexion of the physical sciences',
        message: `A long question.\n\n${'About the tides and the moon. '.repeat(20)}`,
        ipHash: hash(11),
        createdAt: sent(10),
      },
      {
        name: 'Grace Hopper',
        email: 'grace@example.org',
        subject: 'Newest',
        message: 'Short.',
        ipHash: hash(12),
        createdAt: sent(1),
      },
    ]);
    await manager.insert(ChatConversationEntity, [
      { tokenHash: hash(20), ipHash: hash(21), waiting: true, lastMessageAt: new Date() },
      { tokenHash: hash(22), ipHash: hash(23), waiting: false, lastMessageAt: new Date() },
    ]);
    await manager.insert(SiteNoticeEntity, [
      { subject: 'A canary was withdrawn', body: 'games 1.5.0 was withdrawn by itself.' },
      { subject: 'Read already', body: 'An older notice.', readAt: sent(5) },
    ]);
  }, 60_000);
  afterAll(() => audience?.stop());

  it.each(['/api/admin/audience/stats', '/api/admin/audience/recent-messages'])(
    '%s answers 401 to visitors and 403 to readers',
    async (url) => {
      await api().get(url).expect(401);
      await api().get(url).set(IDENTITY_HEADER, reader()).expect(403);
    },
  );

  it('counts confirmed and waiting subscribers, and what waits in the inbox: unanswered messages and chats, unread notices', async () => {
    const stats = (await api().get('/api/admin/audience/stats').set(IDENTITY_HEADER, admin()).expect(200))
      .body as AudienceStats;
    expect(stats).toEqual({ subscribers: 3, subscribersWaiting: 1, messagesWaiting: 4 });
  });

  it('lists the latest contact messages newest first, each cut to its start', async () => {
    const messages = (
      await api().get('/api/admin/audience/recent-messages?limit=2').set(IDENTITY_HEADER, admin()).expect(200)
    ).body as RecentMessage[];
    expect(messages.map((message) => [message.subject, message.waiting])).toEqual([
      ['Newest', true],
      ['On the connexion of the physical sciences', true],
    ]);
    const [, mary] = messages;
    expect(mary).toEqual({
      id: expect.any(Number),
      name: 'Mary Somerville',
      email: 'mary@example.org',
      subject: 'On the connexion of the physical sciences',
      excerpt: expect.stringMatching(/^A long question\. About the tides and the moon\. .*…$/),
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      waiting: true,
    });
    expect(mary.excerpt.length).toBeLessThanOrEqual(161);
    const all = (await api().get('/api/admin/audience/recent-messages').set(IDENTITY_HEADER, admin()).expect(200))
      .body as RecentMessage[];
    expect(all.map((message) => message.waiting)).toEqual([true, true, false]);
  });

  it.each(['limit=0', 'limit=21', 'limit=two', 'limit=1&limit=2'])('refuses ?%s with 400', async (query) => {
    const res = await api()
      .get(`/api/admin/audience/recent-messages?${query}`)
      .set(IDENTITY_HEADER, admin())
      .expect(400);
    expect(res.body.message).toBeTruthy();
  });
});
