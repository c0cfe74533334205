import type { CourseDetail, PageDocument, QuizView } from '@site/contracts';
import { STORE_KINDS } from '@site/service-kit/testing';
import request from 'supertest';
import { learnOn } from './learn-app.js';
import { expectNoAnswerKeys } from './no-answer-leak.js';

const SITE = 'https://example.org';
const types = (document: PageDocument) => document.head.structuredData.map((data) => data['@type']);
const keys = (document: PageDocument) => (document.data ?? []).map((entry) => entry.queryKey);

describe.each(STORE_KINDS)('page documents of the learn service on %s', (kind) => {
  const t = learnOn(kind, 'learn_page_document', { SITE_URL: SITE });
  const documentOf = async (path: string, status = 200) =>
    (await request(t().server).get('/page-document').query({ path }).expect(status)).body as PageDocument;

  it('describes the course list as a collection, with the list the screen asks for', async () => {
    const document = await documentOf('/courses');
    expect(document.head).toMatchObject({ title: 'Courses | Commonplace', path: '/courses' });
    expect(types(document)).toEqual(['CollectionPage', 'BreadcrumbList']);
    expect(keys(document)).toEqual([['courses', 'list']]);
    expect((await documentOf('/learn')).head.path).toBe('/learn');
  });

  it('describes a course as a visitor sees it', async () => {
    const document = await documentOf('/courses/logic-and-proof');
    expect(document.head).toMatchObject({ title: 'Logic and Proof | Commonplace', path: '/courses/logic-and-proof' });
    expect(types(document)).toEqual(['Course', 'BreadcrumbList']);
    expect(document.head.structuredData[0]).toMatchObject({ url: `${SITE}/courses/logic-and-proof` });
    expect(keys(document)).toEqual([['courses', 'detail', 'logic-and-proof']]);
    const course = document.data![0].data as CourseDetail;
    expect(course).toMatchObject({ enrolled: false, progress: null });
    expect(course).toEqual((await request(t().server).get('/api/elearning/courses/logic-and-proof').expect(200)).body);
  });

  it('describes the quizzes and a quiz, without its answers', async () => {
    const list = await documentOf('/quizzes');
    expect(types(list)).toEqual(['CollectionPage', 'BreadcrumbList']);
    expect(keys(list)).toEqual([['quizzes', 'standalone']]);
    {
      const document = await documentOf('/quizzes/physics-concepts');
      expect(types(document)).toEqual(['Quiz', 'BreadcrumbList']);
      expect(document.head.title).toBe('Physics Concepts | Commonplace');
      expect(document.mainHtml).toBeUndefined();
      expect(keys(document)).toEqual([['quizzes', 'detail', 'physics-concepts']]);
      expectNoAnswerKeys(document);
    }
    const { id } = (await documentOf('/quizzes/physics-concepts')).data![0].data as QuizView;
    expect(keys(await documentOf(`/quizzes/${id}`))).toEqual([['quizzes', 'detail', String(id)]]);
    expect(keys(await documentOf('/quizzes/spatial-iq-test'))).toEqual([['quizzes', 'detail', 'spatial-iq-test']]);
    expect((await documentOf('/quizzes/spatial-iq-test/results')).head.robots).toBe('noindex');
  });

  it('answers 404 documents for unknown items and pages it does not own', async () => {
    for (const path of ['/courses/no-such-course', '/quizzes/no-such-quiz', '/quizzes/%E0', '/essays']) {
      expect(await documentOf(path, 404)).toMatchObject({ status: 404, head: { robots: 'noindex' } });
    }
  });

  it('revalidates with the ETag', async () => {
    const first = await request(t().server).get('/page-document').query({ path: '/courses' }).expect(200);
    await request(t().server)
      .get('/page-document')
      .query({ path: '/courses' })
      .set('If-None-Match', first.headers.etag)
      .expect(304);
  });
});
