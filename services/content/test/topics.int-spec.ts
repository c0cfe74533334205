import { TOPIC_NAMES, type JournalEntry, type TopicDetail } from '@site/contracts';
import { SUITE_STORES } from '@site/service-kit/testing';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { contentOn } from './content-app.js';

describe.each(SUITE_STORES)('topics and the journal by topic on %s', (kind) => {
  const app = contentOn(kind, 'content_topics');
  const api = () => request(app().getHttpAdapter().getInstance().server);

  it('answers each seeded topic with its description', async () => {
    for (const name of TOPIC_NAMES) {
      const topic = (
        await api()
          .get(`/api/topics/${encodeURIComponent(name)}`)
          .expect(200)
      ).body as TopicDetail;
      expect(topic.name).toBe(name);
      expect(topic.description.length).toBeGreaterThan(40);
    }
  });

  it('answers 404 with a message for an unknown or inactive topic, 400 for an unsafe or overlong name', async () => {
    const unknown = await api().get('/api/topics/Astrology').expect(404);
    expect(unknown.body).toMatchObject({ message: 'Topic not found' });
    await app().get(DataSource).query(`UPDATE content.topics SET active = false WHERE name = 'Mysticism'`);
    try {
      await api().get('/api/topics/Mysticism').expect(404);
    } finally {
      await app().get(DataSource).query(`UPDATE content.topics SET active = true WHERE name = 'Mysticism'`);
    }
    await api().get('/api/topics/Mysticism').expect(200);
    expect((await api().get('/api/topics/a%00b').expect(400)).body.message).toBeTruthy();
    await api()
      .get(`/api/topics/${'x'.repeat(101)}`)
      .expect(400);
  });

  it('files every journal entry under one or two known topics, and filters the journal by topic', async () => {
    const all = (await api().get('/api/journal').expect(200)).body as JournalEntry[];
    expect(all.length).toBeGreaterThanOrEqual(8);
    for (const entry of all) {
      expect(entry.topics.length).toBeGreaterThanOrEqual(1);
      expect(entry.topics.length).toBeLessThanOrEqual(2);
      for (const topic of entry.topics) expect(TOPIC_NAMES).toContain(topic);
    }
    const physics = (await api().get('/api/journal?topic=Physics').expect(200)).body as JournalEntry[];
    expect(physics.map((entry) => entry.id)).toEqual(['2026-01-09-first-snow-and-the-second-law']);
    expect((await api().get('/api/journal?topic=Cognitive%20Science').expect(200)).body).toEqual([]);
  });

  it('refuses a repeated, unsafe or overlong journal topic with a message', async () => {
    const repeated = await api().get('/api/journal?topic=Physics&topic=Ecology').expect(400);
    expect(repeated.body.message).toEqual(['topic must be a string.']);
    await api().get('/api/journal?topic=%00').expect(400);
    await api()
      .get(`/api/journal?topic=${'x'.repeat(101)}`)
      .expect(400);
  });
});
