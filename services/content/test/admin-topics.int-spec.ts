import path from 'node:path';
import { TOPIC_NAMES, type AdminTopic, type ContentStats, type Topic } from '@site/contracts';
import { IDENTITY_HEADER, signIdentity } from '@site/service-kit';
import { SUITE_STORES } from '@site/service-kit/testing';
import request from 'supertest';
import { SEED_DIR } from '../src/config.js';
import { readTopicSeeds } from '../src/features/topics/topic-seeds.js';
import { TopicsRepository } from '../src/features/topics/topics.repository.js';
import { contentOn } from './content-app.js';

const SECRET = 'integration-secret';
// Signed for each request: a signature lives only 30 seconds.
const admin = () => signIdentity({ userId: 1, isAdmin: true }, SECRET);
const reader = () => signIdentity({ userId: 2, isAdmin: false }, SECRET);

describe.each(SUITE_STORES)('the administrator and the topics on %s', (kind) => {
  const app = contentOn(kind, 'content_admin_topics');
  const api = () => request(app().getHttpAdapter().getInstance().server);
  const change = (name: string, body: object) =>
    api()
      .patch(`/api/admin/topics/${encodeURIComponent(name)}`)
      .set(IDENTITY_HEADER, admin())
      .send(body);
  const listed = async () =>
    (await api().get('/api/admin/topics').set(IDENTITY_HEADER, admin()).expect(200)).body as AdminTopic[];

  it.each([
    ['get', '/api/admin/topics'],
    ['patch', '/api/admin/topics/Physics'],
    ['get', '/api/admin/content/stats'],
  ] as const)('%s %s answers 401 to visitors and 403 to readers', async (method, url) => {
    await api()[method](url).send({ active: false }).expect(401);
    await api()[method](url).set(IDENTITY_HEADER, reader()).send({ active: false }).expect(403);
    expect((await api().get('/api/topics/Physics').expect(200)).body.name).toBe('Physics');
  });

  it('lists every topic with its flag, description and essay count', async () => {
    const topics = await listed();
    expect(topics.map((topic) => topic.name)).toEqual([...TOPIC_NAMES]);
    for (const topic of topics) {
      expect(topic.active).toBe(true);
      expect(topic.description.length).toBeGreaterThan(40);
      expect(topic.essays).toEqual(expect.any(Number));
    }
    expect(topics.some((topic) => topic.essays > 0)).toBe(true);
  });

  it('takes an inactive topic out of the topic list, and its API, and back', async () => {
    const off = await change('Mysticism', { active: false }).expect(200);
    expect(off.body).toMatchObject({ name: 'Mysticism', active: false });
    try {
      const topics = (await api().get('/api/topics').expect(200)).body as Topic[];
      expect(topics.find((topic) => topic.name === 'Mysticism')).toEqual({ name: 'Mysticism', active: false });
      await api().get('/api/topics/Mysticism').expect(404);
      expect((await listed()).find((topic) => topic.name === 'Mysticism')?.active).toBe(false);
    } finally {
      await change('Mysticism', { active: true }).expect(200);
    }
    await api().get('/api/topics/Mysticism').expect(200);
  });

  it("keeps the administrator's description over the seed's", async () => {
    const seeds = await readTopicSeeds(path.join(SEED_DIR, 'topics.json'));
    const written = await change('Ecology', { description: '  Living things, and the places they share.  ' }).expect(
      200,
    );
    expect(written.body).toMatchObject({ name: 'Ecology', description: 'Living things, and the places they share.' });
    expect((await api().get('/api/topics/Ecology').expect(200)).body.description).toBe(
      'Living things, and the places they share.',
    );
    // What the next start of the service does.
    await app().get(TopicsRepository).ensure(seeds);
    const topics = await listed();
    expect(topics.find((topic) => topic.name === 'Ecology')?.description).toBe(
      'Living things, and the places they share.',
    );
    expect(topics.find((topic) => topic.name === 'Physics')?.description).toBe(
      seeds.find((seed) => seed.name === 'Physics')?.description,
    );
  });

  it.each([
    ['nothing to change', {}],
    ['a flag that is not true or false', { active: 'no' }],
    ['an empty description', { description: '   ' }],
    ['a description over 500 characters', { description: 'x'.repeat(501) }],
    ['a description with a NUL', { description: 'a\u0000b' }],
    ['an unknown field', { name: 'Astrology' }],
  ])('refuses %s with 400 and changes nothing', async (_label, body) => {
    const before = (await listed()).find((topic) => topic.name === 'Physics');
    const res = await change('Physics', body).expect(400);
    expect(res.body.message).toBeTruthy();
    expect((await listed()).find((topic) => topic.name === 'Physics')).toEqual(before);
  });

  it('answers 404 for a topic that is not one of the 36, and 400 for an unsafe name', async () => {
    expect((await change('Astrology', { active: true }).expect(404)).body.message).toBe('Topic not found');
    await change('a\u0000b', { active: true }).expect(400);
    expect((await listed()).map((topic) => topic.name)).not.toContain('Astrology');
  });

  it('counts essays by status and the active topics', async () => {
    const stats = (await api().get('/api/admin/content/stats').set(IDENTITY_HEADER, admin()).expect(200))
      .body as ContentStats;
    expect(stats).toEqual({
      essays: expect.any(Number),
      drafts: expect.any(Number),
      scheduled: expect.any(Number),
      activeTopics: TOPIC_NAMES.length,
    });
    expect(stats.essays).toBeGreaterThan(0);
    await change('Physics', { active: false }).expect(200);
    try {
      const after = await api().get('/api/admin/content/stats').set(IDENTITY_HEADER, admin()).expect(200);
      expect(after.body.activeTopics).toBe(TOPIC_NAMES.length - 1);
    } finally {
      await change('Physics', { active: true }).expect(200);
    }
  });
});
