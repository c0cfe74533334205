import { screen, waitFor, within } from '@testing-library/react';
import { currentLocation, renderWithProviders } from '../../app/testing/render';
import { mockFetch, reader } from '@site/testing';
import type { User } from '@site/contracts';
import { toastStore, topicHistoryStore, USER_QUERY_KEY } from '@site/shell-api';
import { preloadRemoteModule } from '../../remotes/registry';
import { Layout } from './Layout';

jest.mock('../../remotes/registry', () => ({ preloadRemoteModule: jest.fn(), loadRemoteModule: jest.fn() }));

function setup(user: User | null = null, route = '/') {
  return renderWithProviders(
    <Layout>
      <h1>Page</h1>
    </Layout>,
    { user, route },
  );
}

const desktopHeader = () => screen.getByRole('navigation', { name: 'Main' }).parentElement as HTMLElement;

afterEach(() => toastStore.setState({ toasts: [] }));

test('has the landmarks, a skip link and the red banner linking to /gaza-solidarity', () => {
  setup();
  expect(screen.getByRole('banner')).toBeTruthy();
  expect(screen.getByRole('main')).toBeTruthy();
  expect(screen.getByRole('contentinfo')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Skip to main content' }).getAttribute('href')).toBe('#main-content');
  const banner = screen.getByRole('link', { name: 'STOP GENOCIDE NOW' });
  expect(banner.getAttribute('href')).toBe('/gaza-solidarity');
  expect(screen.getByRole('main').id).toBe('main-content');
});

test('the desktop header has the logo, named nav icons, search and a Login button', () => {
  setup();
  const header = desktopHeader();
  expect(within(header).getByRole('link', { name: 'Commonplace, home' }).getAttribute('href')).toBe('/');
  expect(within(header).getByRole('link', { name: 'Essays' }).getAttribute('href')).toBe('/essays');
  expect(within(header).getByRole('button', { name: 'Library' })).toBeTruthy();
  expect(within(header).getByRole('link', { name: 'Contact' }).getAttribute('href')).toBe('/contact');
  expect(within(header).getByRole('button', { name: 'Learn' })).toBeTruthy();
  expect(within(header).getByPlaceholderText('Search site...')).toBeTruthy();
  expect(within(header).getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/auth');
});

test('the Learn dropdown lists its links and closes on Escape', async () => {
  const { user } = setup();
  const toggle = within(desktopHeader()).getByRole('button', { name: 'Learn' });
  expect(toggle.getAttribute('aria-expanded')).toBe('false');
  await user.click(toggle);
  expect(toggle.getAttribute('aria-expanded')).toBe('true');
  const links = within(desktopHeader())
    .getAllByRole('link')
    .filter((link) => link.closest('.nav-dropdown'));
  expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
    ['Courses', '/courses'],
    ['Quizzes', '/quizzes'],
    ['Games', '/games'],
    ['Game of Life', '/game-of-life'],
    ['Human or Machine?', '/ai-test'],
  ]);
  await user.keyboard('{Escape}');
  expect(toggle.getAttribute('aria-expanded')).toBe('false');
  expect(document.activeElement).toBe(toggle);
});

test('the Library dropdown lists the overview, the shelves and the podcast', async () => {
  const { user } = setup();
  const toggle = within(desktopHeader()).getByRole('button', { name: 'Library' });
  await user.click(toggle);
  expect(toggle.getAttribute('aria-expanded')).toBe('true');
  const menu = document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement;
  expect(
    within(menu)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]),
  ).toEqual([
    ['Library', '/library'],
    ['Books', '/library/books'],
    ['Academic', '/library/academic'],
    ['Audio', '/library/audio'],
    ['Podcast', '/podcast'],
  ]);
  await user.click(within(menu).getByRole('link', { name: 'Books' }));
  expect(currentLocation()).toBe('/library/books');
  expect(toggle.getAttribute('aria-expanded')).toBe('false');
});

test('the Learn dropdown opens with the keyboard and arrow keys move through it', async () => {
  const { user } = setup();
  const toggle = within(desktopHeader()).getByRole('button', { name: 'Learn' });
  toggle.focus();
  await user.keyboard('{ArrowDown}');
  await waitFor(() => expect(document.activeElement?.textContent).toBe('Courses'));
  await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
  expect(document.activeElement?.textContent).toBe('Game of Life');
  expect(document.activeElement?.getAttribute('href')).toBe('/game-of-life');
  await user.keyboard('{ArrowDown}');
  expect(document.activeElement?.getAttribute('href')).toBe('/ai-test');
  await user.keyboard('{ArrowDown}');
  expect(document.activeElement?.textContent).toBe('Courses');
  await user.keyboard('{Enter}');
  expect(currentLocation()).toBe('/courses');
  expect(toggle.getAttribute('aria-expanded')).toBe('false');
});

test('hovering or focusing the Essays link preloads the content remote', async () => {
  const { user } = setup();
  await user.hover(within(desktopHeader()).getByRole('link', { name: 'Essays' }));
  expect(preloadRemoteModule).toHaveBeenCalledWith('content', 'App');
});

test('a signed-in user gets the user menu instead of Login', async () => {
  const { user } = setup(reader);
  expect(within(desktopHeader()).queryByRole('link', { name: 'Login' })).toBeNull();
  const toggle = within(desktopHeader()).getByRole('button', { name: 'Account menu for Ada Lovelace' });
  await user.click(toggle);
  const menu = document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement;
  expect(
    within(menu)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['Dashboard', 'Profile', 'Bookmarks', 'Settings', 'Log out']);
  expect(within(menu).getByRole('link', { name: 'Profile' }).getAttribute('href')).toBe('/profile');
});

test('Log out from the user menu ends the session, says so, and leaves account pages', async () => {
  const fetchMock = mockFetch({ 'POST /api/logout': { body: {} } });
  const { user, queryClient } = setup(reader, '/settings');
  await user.click(within(desktopHeader()).getByRole('button', { name: 'Account menu for Ada Lovelace' }));
  await user.click(within(desktopHeader()).getByRole('button', { name: 'Log out' }));
  await waitFor(() => expect(queryClient.getQueryData(USER_QUERY_KEY)).toBeNull());
  expect(fetchMock).toHaveBeenCalledWith('/api/logout', expect.objectContaining({ method: 'POST' }));
  expect(await screen.findByText('You have been successfully logged out.')).toBeTruthy();
  await waitFor(() => expect(currentLocation()).toBe('/'));
  expect(within(desktopHeader()).getByRole('link', { name: 'Login' })).toBeTruthy();
});

test('the mobile bar has home, essays, library, courses, sign-up and a search toggle', async () => {
  const { user } = setup();
  const bar = screen.getByRole('navigation', { name: 'Mobile' });
  const links = within(bar)
    .getAllByRole('link')
    .map((link) => [link.getAttribute('aria-label'), link.getAttribute('href')]);
  expect(links).toEqual([
    ['Home', '/'],
    ['Essays', '/essays'],
    ['Library', '/library'],
    ['Courses', '/courses'],
    ['Sign up', '/auth'],
  ]);
  expect(screen.queryByPlaceholderText('Search...')).toBeNull();
  await user.click(within(bar).getByRole('button', { name: 'Open search' }));
  const input = screen.getByPlaceholderText('Search...');
  expect(document.activeElement).toBe(input);
  await user.type(input, ' sundials {Enter}');
  expect(currentLocation()).toBe('/search?q=sundials');
  expect(screen.queryByPlaceholderText('Search...')).toBeNull();
});

test('the footer has social links, mail, privacy, the sitemap, the year and the transmission article', () => {
  setup();
  const footer = screen.getByRole('contentinfo');
  for (const name of ['Mastodon', 'GitHub', 'YouTube']) {
    const link = within(footer).getByRole('link', { name });
    expect(link.getAttribute('rel')).toBe('me noopener');
  }
  expect(
    within(footer)
      .getByRole('link', { name: /^Email / })
      .getAttribute('href'),
  ).toMatch(/^mailto:/);
  // The sitemap index is a file the gateway serves, so a plain link rather than an app route.
  expect(within(footer).getByRole('link', { name: 'Sitemap' }).getAttribute('href')).toBe('/sitemap.xml');
  expect(within(footer).getByRole('link', { name: 'Privacy' }).getAttribute('href')).toBe('/privacy');
  expect(footer.textContent).toContain(`© ${new Date().getFullYear()}`);
  const article = within(footer).getByRole('link', { name: /transmission/i });
  expect(article.getAttribute('href')).toBe('https://en.wikipedia.org/wiki/Cultural_transmission');
  expect(article.getAttribute('target')).toBe('_blank');
  expect(article.getAttribute('rel')).toBe('noopener noreferrer');
});

test('opening a topic page makes it the active topic', async () => {
  setup(null, '/topic/Art');
  expect(topicHistoryStore.getState().activeTopic).toBe('Art');
});
