import { act, screen, waitFor, within } from '@testing-library/react';
import {
  RELEASE_MESSAGES,
  type CreatedDeployToken,
  type DeployToken,
  type ReleasesOverview,
  type RemoteRelease,
  type RemoteReleaseState,
} from '@site/contracts';
import { toastStore } from '@site/shell-api';
import { mockFetch, renderWithProviders, type FakeRequest, type FakeRoute } from '@site/testing';
import { RELEASES_REFRESH_MS } from './api/releases';
import ReleasesPage from './ReleasesPage';

const release = (id: number, changes: Partial<RemoteRelease> = {}): RemoteRelease => ({
  id,
  remote: 'games',
  manifestUrl: `/remotes/games/${id}/mf-manifest.json`,
  buildId: `b${id}c0ffee1234567890`,
  version: `1.${id}.0`,
  commit: null,
  releasedBy: 'games CI',
  releasedAt: '2026-11-20T09:30:00Z',
  status: 'retired',
  note: null,
  ...changes,
});

const STABLE = release(4, { status: 'stable', commit: '9f3e2d1a7b6c5d4e', releasedBy: 'Site Author' });
const CANARY = release(5, { status: 'canary', releasedAt: '2026-11-21T08:00:00Z' });

const gamesWithCanary: RemoteReleaseState = {
  remote: 'games',
  stable: STABLE,
  canary: { release: CANARY, percent: 10, since: '2026-11-21T08:00:00Z' },
  health: { stable: { views: 1900, errors: 0 }, canary: { views: 220, errors: 14 } },
  history: [CANARY, STABLE, release(3)],
};

const library = release(2, { remote: 'library', status: 'stable', releasedBy: 'configuration' });
const libraryAlone: RemoteReleaseState = {
  remote: 'library',
  stable: library,
  canary: null,
  health: { stable: { views: 310, errors: 1 }, canary: null },
  history: [library],
};

const overview = (...remotes: RemoteReleaseState[]): ReleasesOverview => ({
  remotes,
  rule: { minViews: 200, marginPoints: 2, minZ: 3 },
});

const TOKEN: DeployToken = {
  id: 7,
  remote: 'games',
  name: 'games CI',
  createdBy: 'Site Author',
  createdAt: '2026-11-01T10:00:00Z',
  lastUsedAt: null,
};

afterEach(() => toastStore.setState({ toasts: [] }));

const toasts = () => toastStore.getState().toasts.map(({ title, description }) => ({ title, description }));

function setup(routes: Record<string, FakeRoute> = {}) {
  const fetchMock = mockFetch({
    'GET /api/admin/releases': { body: overview(gamesWithCanary, libraryAlone) },
    'GET /api/admin/deploy-tokens': { body: [TOKEN] },
    ...routes,
  });
  return { fetchMock, ...renderWithProviders(<ReleasesPage />, { route: '/admin/releases' }) };
}

const remote = (name: string) => screen.findByRole('region', { name });
const definitions = (region: HTMLElement) =>
  within(region)
    .getAllByRole('term')
    .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);

test('shows each remote’s stable release and canary with their error rates, its history and the rule', async () => {
  setup();
  expect(screen.getByRole('heading', { level: 1, name: 'Releases' })).toBeTruthy();
  const games = await remote('games');
  expect(definitions(within(games).getByRole('region', { name: 'Stable' }))).toEqual([
    'Version: 1.4.0',
    'Build: b4c0ffee',
    'Commit: 9f3e2d1a',
    'Released by: Site Author',
    'Released: Nov 20, 2026, 9:30 AM UTC',
    'Errors: 0 errors in 1,900 views (0.0 %)',
  ]);
  expect(definitions(within(games).getByRole('region', { name: 'Canary' }))).toEqual([
    'Version: 1.5.0',
    'Build: b5c0ffee',
    'Released by: games CI',
    'Released: Nov 21, 2026, 8:00 AM UTC',
    'Share: 10 % of visitors',
    'Canary since: Nov 21, 2026, 8:00 AM UTC',
    'Errors: 14 errors in 220 views (6.4 %)',
  ]);
  const history = within(games).getByRole('table', { name: 'Releases of games, newest first' });
  expect(
    within(history)
      .getAllByRole('row')
      .slice(1)
      .map(
        (row) => within(row).getByRole('rowheader').textContent + ' ' + within(row).getAllByRole('cell')[1].textContent,
      ),
  ).toEqual(['1.5.0 Canary', '1.4.0 Stable', '1.3.0 Retired']);

  const libraryRegion = await remote('library');
  expect(within(libraryRegion).queryByRole('region', { name: 'Canary' })).toBeNull();
  expect(within(libraryRegion).getByText('1 error in 310 views (0.3 %)')).toBeTruthy();
  expect(within(libraryRegion).queryByRole('button', { name: /Promote/ })).toBeNull();
  expect(within(libraryRegion).getByRole('button', { name: 'Roll back library' })).toBeTruthy();

  expect(
    screen.getByText(
      'A canary is withdrawn by itself once it has at least 200 views and its error rate is at least 2 percentage points above the stable version’s, with a z-score of at least 3.',
    ),
  ).toBeTruthy();
});

test('promotes the canary only once the author confirms', async () => {
  const promoted: RemoteReleaseState = {
    ...gamesWithCanary,
    stable: { ...CANARY, status: 'stable' },
    canary: null,
    health: { stable: { views: 0, errors: 0 }, canary: null },
    history: [{ ...CANARY, status: 'stable' }, { ...STABLE, status: 'retired' }, release(3)],
  };
  const { fetchMock, user } = setup({ 'POST /api/releases/games/promote': { body: promoted } });
  const games = await remote('games');
  await user.click(within(games).getByRole('button', { name: 'Promote games' }));
  const confirm = within(games).getByRole('group', { name: 'Promote games' });
  expect(confirm.textContent).toContain('Make 1.5.0 the stable release of games for every visitor?');
  expect(fetchMock.calls()).not.toContain('POST /api/releases/games/promote');

  await user.click(within(confirm).getByRole('button', { name: 'Yes, promote it' }));
  await waitFor(() => expect(within(games).queryByRole('region', { name: 'Canary' })).toBeNull());
  expect(fetchMock.calls()).toContain('POST /api/releases/games/promote');
  expect(within(within(games).getByRole('region', { name: 'Stable' })).getByText('1.5.0')).toBeTruthy();
  expect(toasts()).toEqual([
    { title: 'Canary promoted', description: '1.5.0 is the stable release of games for every visitor.' },
  ]);
});

test('cancelling a confirmation sends nothing', async () => {
  const { fetchMock, user } = setup();
  const games = await remote('games');
  await user.click(within(games).getByRole('button', { name: 'Roll back games' }));
  await user.click(within(games).getByRole('button', { name: 'Cancel' }));
  expect(within(games).getByRole('button', { name: 'Roll back games' })).toBeTruthy();
  expect(fetchMock.calls().filter((call) => call.startsWith('POST'))).toEqual([]);
});

test('changes the canary’s share with the number typed, and refuses one out of range', async () => {
  const { fetchMock, user } = setup({
    'PUT /api/releases/games/canary': (request: FakeRequest) => ({
      body: {
        ...gamesWithCanary,
        canary: { ...gamesWithCanary.canary!, percent: (request.body as { percent: number }).percent },
      },
    }),
  });
  const games = await remote('games');
  const share = within(games).getByRole('spinbutton', { name: 'Share of visitors (%)' });
  expect((share as HTMLInputElement).value).toBe('10');
  await user.clear(share);
  await user.type(share, '120');
  await user.click(within(games).getByRole('button', { name: 'Save share' }));
  expect(within(games).getByText('A whole number from 1 to 100.')).toBeTruthy();
  expect(fetchMock.bodies('PUT /api/releases/games/canary')).toEqual([]);

  await user.clear(share);
  await user.type(share, '25');
  await user.click(within(games).getByRole('button', { name: 'Save share' }));
  expect(await within(games).findByText('25 % of visitors')).toBeTruthy();
  expect(fetchMock.bodies('PUT /api/releases/games/canary')).toEqual([{ percent: 25 }]);
  expect(toasts()).toEqual([{ title: 'Share saved', description: 'The games canary now reaches 25 % of visitors.' }]);
});

test('says why a roll back was refused, and keeps the remote as it was', async () => {
  const { fetchMock, user } = setup({
    'POST /api/releases/library/rollback': {
      status: 409,
      body: { statusCode: 409, message: RELEASE_MESSAGES.noEarlierStable('library') },
    },
  });
  const libraryRegion = await remote('library');
  await user.click(within(libraryRegion).getByRole('button', { name: 'Roll back library' }));
  expect(within(libraryRegion).getByRole('group', { name: 'Roll back library' }).textContent).toContain(
    'Go back from 1.2.0 to the stable release before it, for every visitor?',
  );
  await user.click(within(libraryRegion).getByRole('button', { name: 'Yes, roll back' }));
  expect((await within(libraryRegion).findByRole('alert')).textContent).toBe(
    'The library remote has no earlier stable release to go back to.',
  );
  expect(fetchMock.calls()).toContain('POST /api/releases/library/rollback');
  expect(within(within(libraryRegion).getByRole('region', { name: 'Stable' })).getByText('1.2.0')).toBeTruthy();
});

test('lists the checks a refused promotion failed, and keeps the canary', async () => {
  const { user } = setup({
    'POST /api/releases/games/promote': {
      status: 422,
      body: {
        statusCode: 422,
        message: RELEASE_MESSAGES.refused,
        reasons: ['The manifest lacks the module ./GameTeaser.', 'It was built against contract version 2, not 1.'],
      },
    },
  });
  const games = await remote('games');
  await user.click(within(games).getByRole('button', { name: 'Promote games' }));
  await user.click(within(games).getByRole('button', { name: 'Yes, promote it' }));
  expect((await within(games).findByRole('alert')).textContent).toBe(RELEASE_MESSAGES.refused);
  expect(
    within(within(games).getByRole('list', { name: 'Why it was refused' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['The manifest lacks the module ./GameTeaser.', 'It was built against contract version 2, not 1.']);
  expect(within(within(games).getByRole('region', { name: 'Canary' })).getByText('1.5.0')).toBeTruthy();
});

test('keeps the share typed when saving it fails, to send it again', async () => {
  const { user } = setup({
    'PUT /api/releases/games/canary': { status: 503, body: { statusCode: 503, message: 'Service unavailable.' } },
  });
  const games = await remote('games');
  const share = within(games).getByRole('spinbutton', { name: 'Share of visitors (%)' });
  await user.clear(share);
  await user.type(share, '50');
  await user.click(within(games).getByRole('button', { name: 'Save share' }));
  expect((await within(games).findByRole('alert')).textContent).toBe('Service unavailable.');
  expect((share as HTMLInputElement).value).toBe('50');
  expect(within(games).getByText('10 % of visitors')).toBeTruthy();
});

test('lists the deploy tokens, and shows a new one once, to copy', async () => {
  const made: CreatedDeployToken = {
    ...TOKEN,
    id: 8,
    remote: 'library',
    name: 'library CI',
    token: 'dt_library_0123456789abcdef',
  };
  let tokens: DeployToken[] = [TOKEN];
  const { fetchMock, user } = setup({
    'GET /api/admin/deploy-tokens': () => ({ body: tokens }),
    'POST /api/admin/deploy-tokens': () => {
      const { token: _secret, ...listed } = made;
      tokens = [...tokens, listed];
      return { status: 201, body: made };
    },
  });
  const table = await screen.findByRole('table', { name: 'Deploy tokens in use' });
  const [, games] = within(table).getAllByRole('row');
  expect(
    [within(games).getByRole('rowheader'), ...within(games).getAllByRole('cell').slice(0, 4)].map(
      (cell) => cell.textContent,
    ),
  ).toEqual(['games CI', 'games', 'Site Author', 'Nov 1, 2026, 10:00 AM UTC', 'Never']);

  const form = screen.getByRole('form', { name: 'New deploy token' });
  await user.click(within(form).getByRole('button', { name: 'Make token' }));
  expect(within(form).getByRole('alert').textContent).toBe('Name the token after who uses it, such as “games CI”.');
  await user.selectOptions(within(form).getByRole('combobox', { name: 'Remote' }), 'library');
  await user.type(within(form).getByRole('textbox', { name: /Name/ }), 'library CI');
  await user.click(within(form).getByRole('button', { name: 'Make token' }));

  const notice = await screen.findByRole('region', { name: 'Token “library CI” for library' });
  expect(within(notice).getByText('dt_library_0123456789abcdef')).toBeTruthy();
  expect(within(notice).getByText('Copy it now: it is not shown again.')).toBeTruthy();
  expect(fetchMock.bodies('POST /api/admin/deploy-tokens')).toEqual([{ remote: 'library', name: 'library CI' }]);
  expect(await within(table).findByRole('rowheader', { name: 'library CI' })).toBeTruthy();
  expect((within(form).getByRole('textbox', { name: /Name/ }) as HTMLInputElement).value).toBe('');

  await user.click(within(notice).getByRole('button', { name: 'Copy' }));
  expect(await navigator.clipboard.readText()).toBe('dt_library_0123456789abcdef');
  await user.click(within(notice).getByRole('button', { name: 'Done' }));
  expect(screen.queryByText('dt_library_0123456789abcdef')).toBeNull();
});

test('revokes a deploy token after confirming', async () => {
  const { fetchMock, user } = setup({ 'DELETE /api/admin/deploy-tokens/7': { status: 204 } });
  const table = await screen.findByRole('table', { name: 'Deploy tokens in use' });
  await user.click(within(table).getByRole('button', { name: 'Revoke games CI' }));
  const confirm = within(table).getByRole('group', { name: 'Revoke games CI' });
  await user.click(within(confirm).getByRole('button', { name: 'Yes, revoke it' }));
  expect(await screen.findByText('No deploy tokens yet.')).toBeTruthy();
  expect(fetchMock.calls()).toContain('DELETE /api/admin/deploy-tokens/7');
  expect(toasts()).toEqual([{ title: 'Token revoked', description: 'games CI' }]);
});

test('says so when the releases cannot be loaded', async () => {
  setup({ 'GET /api/admin/releases': { status: 503, body: { message: 'Service unavailable.' } } });
  expect((await screen.findByRole('alert')).textContent).toBe('The releases could not be loaded: Service unavailable.');
});

test('follows the releases while open: a canary withdrawn by itself leaves, and a failed refresh keeps what was read', async () => {
  jest.useFakeTimers({ advanceTimers: true });
  try {
    const { fetchMock } = setup();
    const games = await remote('games');
    expect(within(games).getByRole('region', { name: 'Canary' })).toBeTruthy();

    const withdrawn: RemoteReleaseState = {
      ...gamesWithCanary,
      canary: null,
      health: { stable: { views: 2100, errors: 0 }, canary: null },
      history: [{ ...CANARY, status: 'withdrawn' }, STABLE, release(3)],
    };
    fetchMock.set('GET /api/admin/releases', { body: overview(withdrawn, libraryAlone) });
    await act(() => jest.advanceTimersByTimeAsync(RELEASES_REFRESH_MS));
    await waitFor(() => expect(within(games).queryByRole('region', { name: 'Canary' })).toBeNull());
    expect(within(games).getByText('0 errors in 2,100 views (0.0 %)')).toBeTruthy();

    fetchMock.set('GET /api/admin/releases', { status: 503, body: { message: 'Service unavailable.' } });
    await act(() => jest.advanceTimersByTimeAsync(RELEASES_REFRESH_MS));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The releases could not be refreshed: Service unavailable.',
    );
    expect(within(games).getByText('0 errors in 2,100 views (0.0 %)')).toBeTruthy();
  } finally {
    jest.useRealTimers();
  }
});
