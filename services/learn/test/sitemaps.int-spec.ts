import { findSiteRoute } from '@site/contracts';
import { createTestDatabase, type TestDatabase } from '@site/service-kit/testing';
import { textBody } from '@site/service-kit/testing/text-body';
import { XMLParser } from 'fast-xml-parser';
import request from 'supertest';
import { startLearn, type LearnApp } from './learn-app.js';

const SITE = 'https://example.org';
const xml = new XMLParser({ isArray: (name) => name === 'url' });

describe('sitemaps of the learn service on PostgreSQL', () => {
  let db: TestDatabase;
  let t: LearnApp;

  beforeAll(async () => {
    db = await createTestDatabase('learn_sitemaps');
    t = await startLearn(db.url, { SITE_URL: SITE });
  }, 60_000);
  afterAll(async () => {
    await t?.app.close();
    await db?.drop();
  });

  const urls = async (file: string) => {
    const response = await request(t.server).get(`/sitemaps/${file}`).buffer(true).parse(textBody);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.headers['cache-control']).toMatch(/max-age=\d+/);
    return (xml.parse(response.body).urlset.url as { loc: string; lastmod: string }[]).map(({ loc, lastmod }) => ({
      path: new URL(loc).pathname,
      loc,
      lastmod,
    }));
  };

  it('lists every course page, absolute and dated', async () => {
    const courses = await urls('courses.xml');
    const slugs = (await request(t.server).get('/api/elearning/courses').expect(200)).body.map(
      (course: { slug: string }) => course.slug,
    );
    expect(courses.map(({ path }) => path).sort()).toEqual(slugs.map((slug: string) => `/courses/${slug}`).sort());
    for (const { loc, path, lastmod } of courses) {
      expect(loc.startsWith(`${SITE}/`)).toBe(true);
      expect(findSiteRoute(path)?.id).toBe('course');
      expect(lastmod).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it('lists the quizzes of their own, each a quiz page', async () => {
    const quizzes = await urls('quizzes.xml');
    expect(quizzes.map(({ path }) => path)).toEqual(
      expect.arrayContaining(['/quizzes/physics-concepts', '/quizzes/numerical-iq-test']),
    );
    for (const { loc, path, lastmod } of quizzes) {
      expect(loc.startsWith(`${SITE}/`)).toBe(true);
      expect(findSiteRoute(path)?.path.startsWith('/quizzes/')).toBe(true);
      expect(lastmod).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });
});
