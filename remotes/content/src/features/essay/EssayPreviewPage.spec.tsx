import { screen } from '@testing-library/react';
import type { EssayPreview } from '@site/contracts';
import { mockFetch, renderWithProviders } from '@site/testing';
import { EssayRoute } from './EssayPage';

const TOKEN = 'b'.repeat(64);

const PREVIEW: EssayPreview = {
  id: 12,
  slug: 'on-attention',
  title: 'On Attention',
  date: '2026-11-23',
  html: '<p>Where the mind goes.</p>',
  description: 'Where the mind goes.',
  tags: [],
  topics: [],
  readingMinutes: 1,
  status: 'draft',
  cover: '/media/covers/12-0123456789abcdef.webp',
  savedAt: '2026-11-23T08:00:00.000Z',
};

test('a preview link draws the draft, says it is not published, and keeps search engines away', async () => {
  const fetchMock = mockFetch({ [`GET /api/essay-previews/${TOKEN}`]: { body: PREVIEW } });
  renderWithProviders(<EssayRoute />, { route: `/essay/on-attention?preview=${TOKEN}`, path: '/essay/:slug' });
  expect(await screen.findByRole('heading', { level: 1, name: 'On Attention' })).toBeTruthy();
  expect(screen.getByRole('note').textContent).toMatch(/^Preview\. This essay is a draft: readers cannot see it yet\./);
  expect(screen.getByText('Where the mind goes.')).toBeTruthy();
  expect(document.querySelector('img.content-essay__cover')?.getAttribute('src')).toBe(PREVIEW.cover);
  expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex,nofollow');
  expect(document.title).toBe('Preview: On Attention | Commonplace');
  // A preview counts no view and asks for no published essay.
  expect(fetchMock.calls()).toEqual([`GET /api/essay-previews/${TOKEN}`]);
});

test('an unknown preview link says so', async () => {
  mockFetch({ [`GET /api/essay-previews/${TOKEN}`]: { status: 404, body: { message: 'Preview not found' } } });
  renderWithProviders(<EssayRoute />, { route: `/essay/gone?preview=${TOKEN}`, path: '/essay/:slug' });
  expect(await screen.findByRole('heading', { name: 'Preview Not Found' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Browse all essays' })).toBeTruthy();
});
