import { screen, waitFor, within } from '@testing-library/react';
import type { AdminTopic, Topic } from '@site/contracts';
import { toastStore } from '@site/shell-api';
import { mockFetch, renderWithProviders, type FakeRequest } from '@site/testing';
import TopicsPage from './TopicsPage';

const TOPICS: AdminTopic[] = [
  { name: 'Ecology', active: true, description: 'Living things and their places.', essays: 3 },
  { name: 'Mysticism', active: false, description: 'Direct experience of the sacred.', essays: 0 },
];

afterEach(() => toastStore.setState({ toasts: [] }));

const toasts = () => toastStore.getState().toasts.map(({ title, description }) => ({ title, description }));

/** A topics service that applies each change, as the real one does. */
function topicsService() {
  const topics = TOPICS.map((topic) => ({ ...topic }));
  return mockFetch({
    'GET /api/admin/topics': () => ({ body: topics }),
    'PATCH /api/admin/topics/Ecology': (request: FakeRequest) => {
      Object.assign(topics[0], request.body);
      return { body: topics[0] };
    },
  });
}

test('lists every topic with its essays, active switch and description', async () => {
  topicsService();
  renderWithProviders(<TopicsPage />, { route: '/admin/topics' });
  expect(screen.getByRole('heading', { level: 1, name: 'Topics' })).toBeTruthy();
  const table = await screen.findByRole('table', { name: 'Topics by name' });
  const [, ecology, mysticism] = within(table).getAllByRole('row');
  expect(within(ecology).getByRole('rowheader').textContent).toBe('Ecology');
  expect(within(ecology).getByRole('cell', { name: '3' })).toBeTruthy();
  expect((within(ecology).getByRole('checkbox', { name: 'Ecology active' }) as HTMLInputElement).checked).toBe(true);
  expect(within(ecology).getByText('Living things and their places.')).toBeTruthy();
  expect((within(mysticism).getByRole('checkbox', { name: 'Mysticism active' }) as HTMLInputElement).checked).toBe(
    false,
  );
  expect(screen.getByRole('status').textContent).toBe('1 of 2 topics active.');
});

test('turns a topic off, and has the side menu ask for its topics again', async () => {
  const fetchMock = topicsService();
  const { user, queryClient } = renderWithProviders(<TopicsPage />, {
    route: '/admin/topics',
    queryData: [[['topics'], [{ name: 'Ecology', active: true }] satisfies Topic[]]],
  });
  await user.click(await screen.findByRole('checkbox', { name: 'Ecology active' }));
  await waitFor(() =>
    expect((screen.getByRole('checkbox', { name: 'Ecology active' }) as HTMLInputElement).checked).toBe(false),
  );
  expect(fetchMock.bodies('PATCH /api/admin/topics/Ecology')).toEqual([{ active: false }]);
  expect(queryClient.getQueryState(['topics'])?.isInvalidated).toBe(true);
  expect(screen.getByRole('status').textContent).toBe('0 of 2 topics active.');
  expect(toasts()).toEqual([{ title: 'Topic saved', description: 'Ecology is inactive: it has left the side menu.' }]);
});

test('the switch stays where it was pressed while it is saved, and after', async () => {
  topicsService();
  const { user } = renderWithProviders(<TopicsPage />, { route: '/admin/topics' });
  const box = (await screen.findByRole('checkbox', { name: 'Ecology active' })) as HTMLInputElement;
  // Every value React gives the switch from the press on.
  const drawn: boolean[] = [];
  const native = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'checked')!;
  Object.defineProperty(box, 'checked', {
    get: () => native.get!.call(box),
    set: (value: boolean) => {
      drawn.push(value);
      native.set!.call(box, value);
    },
  });
  await user.click(box);
  await waitFor(() => expect(toasts()).toHaveLength(1));
  await waitFor(() => expect(screen.getByRole('status').textContent).toBe('0 of 2 topics active.'));
  expect(box.checked).toBe(false);
  expect(drawn).not.toContain(true);
});

test('rewrites a description in place, and refuses an empty one', async () => {
  const fetchMock = topicsService();
  const { user } = renderWithProviders(<TopicsPage />, { route: '/admin/topics' });
  await user.click(await screen.findByRole('button', { name: 'Edit the description of Ecology' }));
  const field = screen.getByRole('textbox', { name: 'Description of Ecology' });
  await user.clear(field);
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(screen.getByText('Write what the topic covers.')).toBeTruthy();
  expect(fetchMock.bodies('PATCH /api/admin/topics/Ecology')).toEqual([]);

  await user.type(field, '  Organisms, their surroundings and each other.  ');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Organisms, their surroundings and each other.')).toBeTruthy();
  expect(screen.queryByRole('textbox')).toBeNull();
  expect(fetchMock.bodies('PATCH /api/admin/topics/Ecology')).toEqual([
    { description: 'Organisms, their surroundings and each other.' },
  ]);
});

test('cancelling an edit keeps the description as it was', async () => {
  topicsService();
  const { user } = renderWithProviders(<TopicsPage />, { route: '/admin/topics' });
  await user.click(await screen.findByRole('button', { name: 'Edit the description of Mysticism' }));
  await user.type(screen.getByRole('textbox', { name: 'Description of Mysticism' }), ' More.');
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(screen.getByText('Direct experience of the sacred.')).toBeTruthy();
});

test('says why a change was refused, and keeps the switch as it was', async () => {
  const fetchMock = topicsService();
  fetchMock.set('PATCH /api/admin/topics/Ecology', {
    status: 403,
    body: { message: 'Only the site administrator can do this.' },
  });
  const { user } = renderWithProviders(<TopicsPage />, { route: '/admin/topics' });
  await user.click(await screen.findByRole('checkbox', { name: 'Ecology active' }));
  await waitFor(() =>
    expect(toasts()).toEqual([{ title: 'Topic not saved', description: 'Only the site administrator can do this.' }]),
  );
  expect((screen.getByRole('checkbox', { name: 'Ecology active' }) as HTMLInputElement).checked).toBe(true);
});

test('says so when the topics cannot be loaded', async () => {
  mockFetch({ 'GET /api/admin/topics': { status: 503, body: { message: 'Service unavailable.' } } });
  renderWithProviders(<TopicsPage />, { route: '/admin/topics' });
  expect((await screen.findByRole('alert')).textContent).toBe('The topics could not be loaded: Service unavailable.');
});
