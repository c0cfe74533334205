import { screen } from '@testing-library/react';
import { Link } from 'react-router-dom';
import { renderWithProviders } from './testing/render';
import { SiteRoutes } from './SiteRoutes';
import { FirstPageProvider } from '@site/shell-api';

// The remote never arrives: the route stays on its loading fallback.
jest.mock('../remotes/registry', () => ({
  preloadRemoteModule: jest.fn(),
  loadRemoteModule: () => new Promise(() => undefined),
}));

const SERVER_MAIN = '<article><h1>On doubt</h1><p>Doubt is a habit.</p></article>';

function visit(route: string, mainHtml: string | null) {
  return renderWithProviders(
    <FirstPageProvider mainHtml={mainHtml}>
      <nav>
        <Link to="/essays">Essays</Link>
        <Link to="/essay/on-doubt">Back to the essay</Link>
      </nav>
      <SiteRoutes />
    </FirstPageProvider>,
    { route, user: null },
  );
}

test('while the remote loads, the first page shows the server text instead of the skeleton', () => {
  const { container } = visit('/essay/on-doubt', SERVER_MAIN);
  expect(screen.getByRole('heading', { level: 1, name: 'On doubt' })).toBeTruthy();
  expect(container.querySelector('[data-page-main]')?.innerHTML).toBe(SERVER_MAIN);
  expect(screen.queryByLabelText('Loading page')).toBeNull();
});

test('after a navigation, even back to the first path, a loading page shows the skeleton', async () => {
  const { user } = visit('/essay/on-doubt', SERVER_MAIN);
  await user.click(screen.getByRole('link', { name: 'Essays' }));
  expect(await screen.findByLabelText('Loading page')).toBeTruthy();
  expect(screen.queryByRole('heading', { name: 'On doubt' })).toBeNull();

  await user.click(screen.getByRole('link', { name: 'Back to the essay' }));
  expect(await screen.findByLabelText('Loading page')).toBeTruthy();
  expect(screen.queryByRole('heading', { name: 'On doubt' })).toBeNull();
});

test('without server markup the first page shows the skeleton', () => {
  visit('/essay/on-doubt', null);
  expect(screen.getByLabelText('Loading page')).toBeTruthy();
});
