import { screen } from '@testing-library/react';
import App from '../../exposes/App';
import { mockFetch, renderWithProviders } from '@site/testing';

test('shows the entry with a long date, its rendered body and a way back', async () => {
  mockFetch({
    'GET /api/journal/2026-09-02-fog': {
      body: {
        id: '2026-09-02-fog',
        title: 'A morning with fog',
        date: '2026-09-02',
        html: '<p>The <strong>valley</strong> was gone.</p>\n',
        description: 'The valley was gone.',
      },
    },
  });
  renderWithProviders(<App />, { route: '/journal/2026-09-02-fog' });
  expect(await screen.findByRole('heading', { level: 1, name: 'A morning with fog' })).toBeTruthy();
  expect(screen.getByText('September 2, 2026')).toBeTruthy();
  expect(screen.getByText('valley').tagName).toBe('STRONG');
  expect(screen.getByRole('link', { name: '← All journal entries' }).getAttribute('href')).toBe('/journal');
  expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('The valley was gone.');
});

test('an unknown entry says so', async () => {
  mockFetch({});
  renderWithProviders(<App />, { route: '/journal/nothing-here' });
  expect(await screen.findByRole('heading', { name: 'Journal Entry Not Found' })).toBeTruthy();
});
