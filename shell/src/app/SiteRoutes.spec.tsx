import { screen, within } from '@testing-library/react';
import { currentLocation, renderWithProviders } from './testing/render';
import { admin, reader } from '@site/testing';
import type { User } from '@site/contracts';
import { preloadRemoteModule } from '../remotes/registry';
import { RoutePreloader } from './RoutePreloader';
import { SiteRoutes } from './SiteRoutes';

jest.mock('../remotes/RemoteArea', () => jest.requireActual('./testing/remote-mocks'));
jest.mock('../remotes/registry', () => ({ preloadRemoteModule: jest.fn(), loadRemoteModule: jest.fn() }));

beforeEach(() => jest.mocked(preloadRemoteModule).mockClear());

function visit(route: string, user: User | null = null) {
  return renderWithProviders(
    <>
      <RoutePreloader />
      <SiteRoutes />
    </>,
    { route, user },
  );
}

test('/ is the home page', async () => {
  visit('/');
  expect(await screen.findByRole('heading', { level: 1, name: 'Commonplace' })).toBeTruthy();
});

test.each([
  ['/essays', 'content'],
  ['/essay/doubt-as-a-daily-practice', 'content'],
  ['/topic/Cognitive%20Science', 'content'],
  ['/library', 'library'],
  ['/learn', 'learn'],
  ['/quizzes/spatial-iq-test/results', 'learn'],
  ['/games/minesweeper', 'games'],
  ['/game-of-life', 'games'],
])('%s is drawn by the %s remote, preloaded as soon as the route is known', async (route, remote) => {
  visit(route);
  expect(await screen.findByRole('region', { name: `${remote}/App` })).toBeTruthy();
  expect(preloadRemoteModule).toHaveBeenCalledWith(remote, 'App');
});

test.each(['/no-such-page', '/essays/extra/segments', '/sitemap', '/contact-us', '/library/shelves'])(
  '%s shows the not-found page',
  async (route) => {
    visit(route);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Page not found' })).getByText(route)).toBeTruthy();
    expect(preloadRemoteModule).not.toHaveBeenCalled();
  },
);

test('account pages send visitors to /auth', async () => {
  visit('/dashboard');
  expect(await screen.findByRole('tab', { name: 'Login' })).toBeTruthy();
  expect(currentLocation()).toBe('/auth');
});

test('/dashboard and /profile show the same screen to a signed-in user', async () => {
  visit('/profile', reader);
  expect(await screen.findByRole('heading', { level: 1, name: 'Your profile' })).toBeTruthy();
  expect(document.title).toBe('Your profile | Commonplace');
  expect(screen.getByRole('img', { name: 'Ada Lovelace' })).toBeTruthy();
  expect(screen.getByRole('region', { name: 'learn/MyLearning' })).toBeTruthy();
});

test('a guarded remote route sends visitors to /auth', async () => {
  visit('/courses/logic/enroll');
  expect(await screen.findByRole('tab', { name: 'Login' })).toBeTruthy();
  expect(screen.queryByRole('region', { name: 'learn/App' })).toBeNull();
});

describe('admin pages', () => {
  test('send visitors to /auth without loading the admin remote', async () => {
    visit('/admin');
    expect(await screen.findByRole('tab', { name: 'Login' })).toBeTruthy();
    expect(preloadRemoteModule).not.toHaveBeenCalledWith('admin', expect.anything());
  });

  test('tell a signed-in reader they are for the administrator, without loading the admin remote', async () => {
    visit('/admin', reader);
    expect(await screen.findByText('Only the site administrator can open this page.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'admin/App' })).toBeNull();
    expect(preloadRemoteModule).not.toHaveBeenCalledWith('admin', expect.anything());
  });

  test('load the admin remote for the administrator', async () => {
    visit('/admin', admin);
    expect(await screen.findByRole('region', { name: 'admin/App' })).toBeTruthy();
    expect(preloadRemoteModule).toHaveBeenCalledWith('admin', 'App');
  });
});
