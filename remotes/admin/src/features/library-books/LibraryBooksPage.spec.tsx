import { screen, waitFor, within } from '@testing-library/react';
import { toastStore } from '@site/shell-api';
import { currentLocation, mockFetch, renderWithProviders, type FakeRequest, type FakeRoute } from '@site/testing';
import { row, shelf, SHELVES } from './fixtures';
import LibraryBooksPage from './LibraryBooksPage';

const ROWS = [
  row(9, 'The Order of Time', {
    author: 'Carlo Rovelli',
    status: 'reading',
    shelves: ['desert-island'],
    coverUrl: '/media/books/the-order-of-time-0a1b2c3d4e.webp',
    coverUploaded: true,
  }),
  row(8, 'Meditations', { author: 'Marcus Aurelius', status: 'read', shelves: ['desert-island', 'logic'] }),
  row(7, 'Proofs and Refutations', { author: 'Imre Lakatos' }),
];

afterEach(() => toastStore.setState({ toasts: [] }));

const toasts = () => toastStore.getState().toasts.map(({ title, description }) => ({ title, description }));

function setup(routes: Record<string, FakeRoute> = {}, route = '/admin/library/books') {
  const fetchMock = mockFetch({
    'GET /api/admin/library/books': { body: ROWS },
    'GET /api/admin/library/shelves': { body: SHELVES },
    ...routes,
  });
  return { fetchMock, ...renderWithProviders(<LibraryBooksPage />, { route }) };
}

const listRegion = () => within(screen.getByRole('region', { name: 'All books' }));
const shelvesRegion = () => within(screen.getByRole('region', { name: 'Shelves' }));
/** The own shelves' names as the panel lists them, once it has. */
const shelfNames = async () =>
  [...(await shelvesRegion().findByRole('list', { name: 'Shelves' })).querySelectorAll('strong')].map(
    (name) => name.textContent,
  );
const titlesShown = () =>
  within(listRegion().getByRole('table'))
    .queryAllByRole('rowheader')
    .map((cell) => cell.textContent);

test('lists the books, newest first, with cover, author, status and shelves, each opening its editor', async () => {
  setup();
  expect(screen.getByRole('heading', { level: 1, name: 'Books' })).toBeTruthy();
  expect(listRegion().getByRole('link', { name: 'New book' }).getAttribute('href')).toBe('/admin/library/books/new');
  const table = await listRegion().findByRole('table', { name: 'Books, the newest addition first' });
  const [, time, meditations, proofs] = within(table).getAllByRole('row');
  expect(within(time).getByRole('link', { name: 'The Order of Time' }).getAttribute('href')).toBe(
    '/admin/library/books/9',
  );
  const cells = (tableRow: HTMLElement) =>
    within(tableRow)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
  await waitFor(() => expect(cells(meditations)).toEqual(['', 'Marcus Aurelius', 'Read', 'Desert island, Logic']));
  expect(cells(time)).toEqual(['', 'Carlo Rovelli', 'Reading', 'Desert island']);
  expect(cells(proofs)).toEqual(['', 'Imre Lakatos', 'To read', 'None']);
  expect(time.querySelector('img')?.getAttribute('src')).toBe('/media/books/the-order-of-time-0a1b2c3d4e.webp');
  expect(proofs.querySelector('img')?.getAttribute('src')).toBe('/cards/books/proofs-and-refutations');
  expect(listRegion().getByRole('status').textContent).toBe('3 books.');
});

test('narrows the list to a status shelf or an own shelf, and keeps the shelf in the address', async () => {
  const { user } = setup({}, '/admin/library/books?shelf=logic');
  await listRegion().findByRole('table');
  const filter = listRegion().getByRole('combobox', { name: 'Shelf' }) as HTMLSelectElement;
  await waitFor(() => expect(filter.value).toBe('logic'));
  expect(titlesShown()).toEqual(['Meditations']);
  expect(listRegion().getByRole('status').textContent).toBe('1 book on Logic.');

  await user.selectOptions(filter, 'Reading');
  expect(titlesShown()).toEqual(['The Order of Time']);
  expect(currentLocation()).toBe('/admin/library/books?shelf=reading');

  await user.selectOptions(filter, 'Slow reads');
  expect(listRegion().getByRole('status').textContent).toBe('0 books on Slow reads.');
  expect(listRegion().queryByRole('table')).toBeNull();

  await user.selectOptions(filter, 'All shelves');
  expect(titlesShown()).toHaveLength(3);
  expect(currentLocation()).toBe('/admin/library/books');
});

test('says why the books could not be loaded', async () => {
  setup({
    'GET /api/admin/library/books': { status: 403, body: { message: 'Only the site administrator may do this.' } },
  });
  expect((await listRegion().findByRole('alert')).textContent).toBe(
    'The books could not be loaded: Only the site administrator may do this.',
  );
});

test('makes a shelf, and says why a name is refused before and after asking', async () => {
  const { fetchMock, user } = setup({
    'POST /api/admin/library/shelves': {
      status: 409,
      body: { message: 'Another shelf already has the address "logic" that “Logic!” would take. Choose another name.' },
    },
  });
  const form = within(await screen.findByRole('form', { name: 'New shelf' }));
  await user.type(form.getByRole('textbox', { name: 'Name' }), 'To Read');
  await user.click(form.getByRole('button', { name: 'Make shelf' }));
  expect(form.getByRole('alert').textContent).toBe(
    '“To Read” is taken by the status shelf To read. Choose another name.',
  );
  expect(fetchMock.bodies('POST /api/admin/library/shelves')).toEqual([]);

  await user.clear(form.getByRole('textbox', { name: 'Name' }));
  await user.type(form.getByRole('textbox', { name: /^Name/ }), 'Logic!');
  await user.click(form.getByRole('button', { name: 'Make shelf' }));
  expect((await form.findByRole('alert')).textContent).toMatch(/^Another shelf already has the address "logic"/);

  fetchMock.set('POST /api/admin/library/shelves', (request: FakeRequest) => ({
    status: 201,
    body: shelf(4, (request.body as { name: string }).name),
  }));
  const name = form.getByRole('textbox', { name: /^Name/ });
  await user.clear(name);
  await user.type(name, 'Poetry');
  expect(form.getByText('Readers find it at /library/books?shelf=poetry')).toBeTruthy();
  await user.type(form.getByRole('textbox', { name: 'Description' }), ' Lines that scan. ');
  fetchMock.set('GET /api/admin/library/shelves', { body: [...SHELVES, shelf(4, 'Poetry')] });
  await user.click(form.getByRole('button', { name: 'Make shelf' }));
  await waitFor(() => expect(toasts()).toEqual([{ title: 'Shelf made', description: 'Poetry' }]));
  expect(fetchMock.bodies('POST /api/admin/library/shelves').at(-1)).toEqual({
    name: 'Poetry',
    description: 'Lines that scan.',
  });
  expect((name as HTMLInputElement).value).toBe('');
  await waitFor(async () => expect(await shelfNames()).toContain('Poetry'));
});

test('renames a shelf in place', async () => {
  const { fetchMock, user } = setup({
    'PUT /api/admin/library/shelves/2': (request: FakeRequest) => ({
      body: { ...SHELVES[1], ...(request.body as object) },
    }),
  });
  await shelfNames();
  await user.click(shelvesRegion().getByRole('button', { name: 'Edit Logic' }));
  const form = within(shelvesRegion().getByRole('form', { name: 'Edit the shelf Logic' }));
  const name = form.getByRole('textbox', { name: 'Name' });
  await user.clear(name);
  await user.type(name, 'Proof');
  await user.click(form.getByRole('button', { name: 'Save shelf' }));
  await waitFor(() => expect(toasts()).toEqual([{ title: 'Shelf saved', description: 'Proof' }]));
  expect(fetchMock.bodies('PUT /api/admin/library/shelves/2')).toEqual([
    { name: 'Proof', description: 'Proofs and paradoxes.' },
  ]);
  expect(shelvesRegion().queryByRole('form', { name: 'Edit the shelf Logic' })).toBeNull();
});

test('moves a shelf with its buttons, saving the whole order and keeping the focus on it', async () => {
  const { fetchMock, user } = setup({
    'PUT /api/admin/library/shelves/order': (request: FakeRequest) => ({
      body: (request.body as { shelfIds: number[] }).shelfIds.map((id) => SHELVES.find((each) => each.id === id)),
    }),
  });
  await shelfNames();
  const list = within(shelvesRegion().getByRole('list', { name: 'Shelves' }));
  expect(list.getByRole('button', { name: 'Move Desert island up' })).toHaveProperty('disabled', true);
  await user.click(list.getByRole('button', { name: 'Move Slow reads up' }));
  expect(await shelfNames()).toEqual(['Desert island', 'Slow reads', 'Logic']);
  expect(shelvesRegion().getByRole('status').textContent).toBe('“Slow reads” moved to position 2 of 3.');
  expect(document.activeElement).toBe(list.getByRole('button', { name: 'Move Slow reads up' }));
  await waitFor(() =>
    expect(fetchMock.bodies('PUT /api/admin/library/shelves/order')).toEqual([{ shelfIds: [1, 3, 2] }]),
  );
});

test('takes a shelf down after asking, saying its books stay', async () => {
  const { fetchMock, user } = setup({ 'DELETE /api/admin/library/shelves/1': { status: 204 } });
  await shelfNames();
  await user.click(shelvesRegion().getByRole('button', { name: 'Delete Desert island' }));
  const confirm = within(shelvesRegion().getByRole('group', { name: 'Confirm deletion' }));
  expect(confirm.getByText('Take the shelf “Desert island” down? Its 2 books stay in the library.')).toBeTruthy();
  await user.click(confirm.getByRole('button', { name: 'Yes, delete it' }));
  await waitFor(() => expect(toasts()).toEqual([{ title: 'Shelf deleted', description: 'Desert island' }]));
  expect(fetchMock.calls()).toContain('DELETE /api/admin/library/shelves/1');
});
