import { act, screen, within } from '@testing-library/react';
import { currentLocation, renderWithProviders } from '../../app/testing/render';
import { admin, mockFetch, reader } from '@site/testing';
import { topicHistoryStore } from '@site/shell-api';
import type { User } from '@site/contracts';
import { Layout } from './Layout';

jest.mock('../../remotes/registry', () => ({ preloadRemoteModule: jest.fn(), loadRemoteModule: jest.fn() }));

const TOPICS = [
  { name: 'Cognitive Science', active: true },
  { name: 'Physics', active: true },
  { name: 'Mysticism', active: false },
];

beforeEach(() => {
  topicHistoryStore.setState(topicHistoryStore.getInitialState(), true);
  mockFetch({ 'GET /api/topics': { body: TOPICS } });
});

afterEach(() => jest.useRealTimers());

function setup(user: User | null = null, options: { route?: string; advanceTimers?: (ms: number) => void } = {}) {
  return renderWithProviders(
    <Layout>
      <p>Page</p>
    </Layout>,
    { user, ...options },
  );
}

async function openMenu(view: ReturnType<typeof setup>) {
  const [toggle] = screen.getAllByRole('button', { name: 'Open menu' });
  await view.user.click(toggle);
  return screen.getByRole('dialog', { name: 'Menu' });
}

test('lists the Navigation, Account and Topics sections', async () => {
  const view = setup();
  const menu = await openMenu(view);
  const navigation = within(menu).getByRole('navigation', { name: 'Navigation' });
  expect(
    within(navigation)
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual([
    'Home',
    'Essays',
    'Journal',
    'Library',
    'Courses',
    'Quizzes',
    'Games',
    'Photography',
    'Art Gallery',
    'About',
    'Services',
    'Contact',
    'Newsletter',
  ]);
  expect(within(menu).getByRole('heading', { name: 'Account' })).toBeTruthy();
  expect(await within(menu).findByRole('link', { name: 'Physics' })).toBeTruthy();
});

test('Escape closes the menu and gives focus back to the menu button', async () => {
  const view = setup();
  await openMenu(view);
  await view.user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(document.activeElement).toBe(screen.getAllByRole('button', { name: 'Open menu' })[0]);
});

test('the close button closes the menu', async () => {
  const view = setup();
  const menu = await openMenu(view);
  await view.user.click(within(menu).getByRole('button', { name: 'Close menu' }));
  expect(screen.queryByRole('dialog')).toBeNull();
});

test('locks the body scroll while open and restores it after', async () => {
  document.body.style.overflow = 'auto';
  const view = setup();
  await openMenu(view);
  expect(document.body.style.overflow).toBe('hidden');
  await view.user.keyboard('{Escape}');
  expect(document.body.style.overflow).toBe('auto');
});

test('closes when a link is followed', async () => {
  const view = setup();
  const menu = await openMenu(view);
  await view.user.click(within(menu).getByRole('link', { name: 'Journal' }));
  expect(currentLocation()).toBe('/journal');
  expect(screen.queryByRole('dialog')).toBeNull();
});

test('visitors see Login / Register and no account links', async () => {
  const view = setup(null);
  const menu = await openMenu(view);
  expect(within(menu).getByRole('link', { name: 'Login / Register' }).getAttribute('href')).toBe('/auth');
  expect(within(menu).queryByRole('link', { name: 'Dashboard' })).toBeNull();
  expect(within(menu).queryByRole('link', { name: 'Admin' })).toBeNull();
});

test('a signed-in reader sees Dashboard, Settings and Log out, but no Admin link', async () => {
  const view = setup(reader);
  const menu = await openMenu(view);
  expect(within(menu).getByRole('link', { name: 'Dashboard' })).toBeTruthy();
  expect(within(menu).getByRole('link', { name: 'Settings' })).toBeTruthy();
  expect(within(menu).getByRole('button', { name: 'Log out' })).toBeTruthy();
  expect(within(menu).queryByRole('link', { name: 'Admin' })).toBeNull();
  expect(within(menu).queryByRole('link', { name: 'Login / Register' })).toBeNull();
});

test('an admin also sees the Admin link', async () => {
  const view = setup(admin);
  const menu = await openMenu(view);
  expect(within(menu).getByRole('link', { name: 'Admin' }).getAttribute('href')).toBe('/admin');
});

test('lists only active topics, each linking to its encoded path', async () => {
  const view = setup();
  const menu = await openMenu(view);
  const link = await within(menu).findByRole('link', { name: 'Cognitive Science' });
  expect(link.getAttribute('href')).toBe('/topic/Cognitive%20Science');
  expect(within(menu).queryByRole('link', { name: 'Mysticism' })).toBeNull();
});

test('choosing a topic makes it active and opens it', async () => {
  const view = setup();
  const menu = await openMenu(view);
  await view.user.click(await within(menu).findByRole('link', { name: 'Cognitive Science' }));
  expect(currentLocation()).toBe('/topic/Cognitive%20Science');
  expect(topicHistoryStore.getState().activeTopic).toBe('Cognitive Science');
});

test('Alt+ArrowLeft and Alt+ArrowRight step through the topic history', async () => {
  const view = setup(null, { route: '/topic/Physics' });
  await openMenu(view);
  await view.user.click(await screen.findByRole('link', { name: 'Cognitive Science' }));
  expect(topicHistoryStore.getState().history.map((entry) => entry.itemName)).toEqual(['Physics', 'Cognitive Science']);

  await openMenu(view);
  await view.user.keyboard('{Alt>}{ArrowLeft}{/Alt}');
  expect(currentLocation()).toBe('/topic/Physics');
  expect(topicHistoryStore.getState().activeTopic).toBe('Physics');

  await openMenu(view);
  await view.user.keyboard('{Alt>}{ArrowRight}{/Alt}');
  expect(currentLocation()).toBe('/topic/Cognitive%20Science');
});

test('shows how long ago the topic changed, refreshed every minute', async () => {
  jest.useFakeTimers({ now: new Date('2025-01-01T12:00:00Z') });
  act(() => topicHistoryStore.setState({ activeTopic: 'Physics', lastChangedAt: Date.now(), index: 0 }));
  const view = setup(null, { advanceTimers: jest.advanceTimersByTime });
  const menu = await openMenu(view);
  expect(within(menu).getByText('Topic changed just now')).toBeTruthy();
  act(() => jest.advanceTimersByTime(60000));
  expect(within(menu).getByText('Topic changed 1 minute ago')).toBeTruthy();
  act(() => jest.advanceTimersByTime(2 * 60 * 60000));
  expect(within(menu).getByText('Topic changed 2 hours ago')).toBeTruthy();
});
