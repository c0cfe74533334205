import { screen, within } from '@testing-library/react';
import type { AdminQuizSummary } from '@site/contracts';
import { currentLocation, mockFetch, renderWithProviders } from '@site/testing';
import QuizzesPage from './QuizzesPage';

const QUIZZES: AdminQuizSummary[] = [
  {
    id: 12,
    slug: 'heat',
    title: 'Heat',
    category: 'quiz',
    status: 'draft',
    version: 1,
    questionCount: 2,
    attemptCount: 0,
    updatedAt: '2026-11-20T10:00:00.000Z',
  },
  {
    id: 3,
    slug: 'physics-concepts',
    title: 'Physics Concepts',
    category: 'quiz',
    status: 'published',
    version: 2,
    questionCount: 20,
    attemptCount: 14,
    updatedAt: '2026-11-01T10:00:00.000Z',
  },
];

test('lists every quiz with its status, version, questions and attempts, each linking to its editor', async () => {
  mockFetch({ 'GET /api/admin/quizzes': { body: QUIZZES } });
  renderWithProviders(<QuizzesPage />, { route: '/admin/quizzes' });
  expect(screen.getByRole('heading', { level: 1, name: 'Quizzes' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'New quiz' }).getAttribute('href')).toBe('/admin/quizzes/new');
  const table = await screen.findByRole('table', { name: 'Quizzes, last edited first' });
  const [, heat, physics] = within(table).getAllByRole('row');
  expect(within(heat).getByRole('link', { name: 'Heat' }).getAttribute('href')).toBe('/admin/quizzes/12');
  expect(
    within(heat)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual(['Draft', '1', '2', '0', expect.stringContaining('2026')]);
  expect(
    within(physics)
      .getAllByRole('cell')
      .map((cell) => cell.textContent)
      .slice(0, 4),
  ).toEqual(['Published', '2', '20', '14']);
});

test('keeps the drafts only when asked, in the address', async () => {
  mockFetch({ 'GET /api/admin/quizzes': { body: QUIZZES } });
  const { user } = renderWithProviders(<QuizzesPage />, { route: '/admin/quizzes' });
  const filter = await screen.findByRole('group', { name: 'Show quizzes' });
  expect(within(filter).getByRole('button', { name: 'All (2)' }).getAttribute('aria-pressed')).toBe('true');
  await user.click(within(filter).getByRole('button', { name: 'Drafts (1)' }));
  expect(currentLocation()).toBe('/admin/quizzes?status=draft');
  const rows = within(screen.getByRole('table')).getAllByRole('row');
  expect(rows.map((row) => within(row).queryByRole('link')?.textContent ?? null)).toEqual([null, 'Heat']);
  await user.click(within(filter).getByRole('button', { name: 'Published (1)' }));
  expect(within(screen.getByRole('table')).getByRole('link', { name: 'Physics Concepts' })).toBeTruthy();
});

test('says why the list could not be loaded', async () => {
  mockFetch({
    'GET /api/admin/quizzes': { status: 403, body: { message: 'Only the site administrator can do this.' } },
  });
  renderWithProviders(<QuizzesPage />, { route: '/admin/quizzes' });
  expect((await screen.findByRole('alert')).textContent).toBe(
    'The quizzes could not be loaded: Only the site administrator can do this.',
  );
});
