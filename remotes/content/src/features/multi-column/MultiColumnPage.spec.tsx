import { renderWithProviders } from '@site/testing';
import { screen } from '@testing-library/react';
import App from '../../exposes/App';
import MultiColumnPage from './MultiColumnPage';

test('the article has its title and a heading for each section', () => {
  renderWithProviders(<MultiColumnPage />, { route: '/multi-column-example' });
  expect(screen.getByRole('heading', { level: 1, name: /^The column/ })).toBeTruthy();
  expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
    'The roll and the strip',
    'What the eye actually does',
    'The measure',
    'The newspaper’s bargain',
    'Columns on a screen',
    'What the shape teaches',
  ]);
});

test('the article is marked as English, so the browser can hyphenate it', () => {
  renderWithProviders(<MultiColumnPage />);
  expect(screen.getByRole('article').getAttribute('lang')).toBe('en');
});

test('each figure is a drawing with an accessible name and a caption', () => {
  renderWithProviders(<MultiColumnPage />);
  const drawings = screen.getAllByRole('img');
  expect(drawings.map((drawing) => drawing.getAttribute('aria-label'))).toEqual([
    expect.stringMatching(/^A papyrus roll/),
    expect.stringMatching(/return sweep/),
    expect.stringMatching(/three narrow columns/),
  ]);
  const captions = screen.getAllByRole('figure').map((figure) => figure.querySelector('figcaption')?.textContent);
  expect(captions).toEqual([
    expect.stringMatching(/^Figure 1\./),
    expect.stringMatching(/^Figure 2\./),
    expect.stringMatching(/^Figure 3\./),
  ]);
});

// The page is a lazy chunk, slow to compile on a first run.
test('the content app draws the page at /multi-column-example', async () => {
  renderWithProviders(<App />, { route: '/multi-column-example' });
  expect(await screen.findByRole('heading', { level: 1, name: /^The column/ }, { timeout: 10_000 })).toBeTruthy();
});
