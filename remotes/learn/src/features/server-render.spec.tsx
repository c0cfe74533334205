/** @jest-environment node */
import { mockFetch } from '@site/testing';
import { PageStatusContext, SiteOriginContext, type PageStatus } from '@site/shell-api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { courseQuery } from './courses/api/course';
import { lessonQuery } from './courses/api/lesson';
import { myCoursesQuery } from './courses/api/my-courses';
import CoursePage from './courses/CoursePage';
import { logicCourse } from './courses/fixtures';
import { attemptQuery } from './player/api/attempt';
import { myAttemptsQuery } from './player/api/my-attempts';
import { quizQuery } from './player/api/quiz';
import { physicsQuiz } from './player/fixtures';
import QuizPage from './player/QuizPage';

const ORIGIN = 'https://example.org';

/**
 * As the render service draws a page: no window, the site's origin given, and the queries the screen asks for
 * fetched first as a visitor (an unknown slug's 404 included).
 */
async function drawOnServer(page: ReactNode, address: string, prefetch: (client: QueryClient) => Promise<void>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await prefetch(client);
  const status: PageStatus = { code: 200 };
  const html = renderToString(
    <PageStatusContext value={status}>
      <SiteOriginContext value={ORIGIN}>
        <QueryClientProvider client={client}>
          <MemoryRouter initialEntries={[address]}>{page}</MemoryRouter>
        </QueryClientProvider>
      </SiteOriginContext>
    </PageStatusContext>,
  );
  return { html, status: status.code };
}

test('a course is drawn with its Course and breadcrumb JSON-LD at the site origin', async () => {
  mockFetch({ 'GET /api/elearning/courses/logic-and-proof': { body: logicCourse() } });
  const { html, status } = await drawOnServer(
    <CoursePage slug="logic-and-proof" />,
    '/courses/logic-and-proof',
    (client) => client.prefetchQuery(courseQuery('logic-and-proof')),
  );
  expect(typeof window).toBe('undefined');
  expect(status).toBe(200);
  expect(html).toContain('<h1>Logic and Proof</h1>');
  expect(html).toContain('"@type":"Course"');
  expect(html).toContain(`"url":"${ORIGIN}/courses/logic-and-proof"`);
  expect(html).toContain(`"item":"${ORIGIN}/courses"`);
});

test('an unknown course draws the not-found screen and answers 404', async () => {
  mockFetch({ 'GET /api/elearning/courses/nope': { status: 404, body: { message: 'Course not found.' } } });
  const { html, status } = await drawOnServer(<CoursePage slug="nope" />, '/courses/nope', (client) =>
    client.prefetchQuery(courseQuery('nope')),
  );
  expect(html).toContain('<h1>Course not found</h1>');
  expect(status).toBe(404);
});

test('a quiz is drawn with its Quiz JSON-LD at its own address', async () => {
  mockFetch({ 'GET /api/elearning/quizzes/physics-concepts': { body: physicsQuiz } });
  const { html, status } = await drawOnServer(
    <QuizPage slug="physics-concepts" />,
    '/quizzes/physics-concepts',
    (client) => client.prefetchQuery(quizQuery('physics-concepts')),
  );
  expect(status).toBe(200);
  expect(html).toContain(`<h1>${physicsQuiz.title}</h1>`);
  expect(html).toContain('"@type":"Quiz"');
  expect(html).toContain(`"url":"${ORIGIN}/quizzes/physics-concepts"`);
});

test('an unknown quiz draws the not-found screen and answers 404', async () => {
  mockFetch({ 'GET /api/elearning/quizzes/nope': { status: 404, body: { message: 'Quiz not found.' } } });
  const { html, status } = await drawOnServer(<QuizPage slug="nope" />, '/quizzes/nope', (client) =>
    client.prefetchQuery(quizQuery('nope')),
  );
  expect(html).toContain('<h1>Quiz not found</h1>');
  expect(status).toBe(404);
});

test("the visitor's own data is personal: the server never asks for it", () => {
  for (const query of [
    courseQuery('logic-and-proof', true),
    lessonQuery('logic-and-proof', 'propositions', true),
    myCoursesQuery(),
    myAttemptsQuery(),
    attemptQuery(1),
  ]) {
    expect(query.meta).toEqual({ personal: true });
  }
  expect(courseQuery('logic-and-proof').meta).toBeUndefined();
});
