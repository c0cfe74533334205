import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { BOOK_COVER_WRONG_TYPE_TEXT, type AdminBook } from '@site/contracts';
import { toastStore } from '@site/shell-api';
import { currentLocation, mockFetch, renderWithProviders, type FakeRequest, type FakeRoute } from '@site/testing';
import { stubBrowserParts } from '../media/browser-stubs';
import BookEditorPage from './BookEditorPage';
import { BOOK, SHELVES } from './fixtures';

/** The render endpoint draws markdown paragraphs as the service would, enough to see the preview follow. */
const render = (request: FakeRequest) => ({
  body: { html: `<p>${(request.body as { body: string }).body.trim()}</p>` },
});

/** The service's answer to a PUT: the book as it was sent, its ISBN as ISBN-13. */
const saved = (request: FakeRequest) => {
  const input = request.body as AdminBook;
  return { body: { ...BOOK, ...input, isbn: input.isbn ? '9780521290388' : null } };
};

beforeAll(stubBrowserParts);
afterEach(() => toastStore.setState({ toasts: [] }));

const toasts = () => toastStore.getState().toasts.map(({ title, description }) => ({ title, description }));

function openBook(routes: Record<string, FakeRoute> = {}, book: AdminBook = BOOK) {
  const fetchMock = mockFetch({
    'POST /api/admin/essays/render': render,
    'GET /api/admin/library/shelves': { body: SHELVES },
    ...routes,
  });
  const rendered = renderWithProviders(<BookEditorPage />, {
    route: `/admin/library/books/${book.id}`,
    path: '/admin/library/books/:id',
    queryData: [[['admin', 'library-books', 'book', String(book.id)], book]],
  });
  return { fetchMock, ...rendered };
}

const group = (name: string) => within(screen.getByRole('group', { name }));
const textbox = (name: string | RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const quoteTexts = () =>
  group('Quotes')
    .queryAllByRole('textbox', { name: /^Quote \d+$/ })
    .map((input) => (input as HTMLTextAreaElement).value);

test('adds a book: the slug follows the title, the ISBN is checked, a taken slug is said, and adding opens its editor', async () => {
  const fetchMock = mockFetch({
    'POST /api/admin/essays/render': render,
    'GET /api/admin/library/shelves': { body: SHELVES },
    'POST /api/admin/library/books': {
      status: 409,
      body: { message: 'Another book already has the slug "proofs-and-refutations".', statusCode: 409 },
    },
  });
  const { user } = renderWithProviders(<BookEditorPage />, {
    route: '/admin/library/books/new',
    path: '/admin/library/books/new',
  });
  expect(screen.getByRole('heading', { level: 1, name: 'New book' })).toBeTruthy();
  expect(screen.queryByRole('group', { name: 'Cover' })).toBeNull();

  await user.click(screen.getByRole('button', { name: 'Add book' }));
  expect(screen.getByText('Give the book its title.')).toBeTruthy();
  expect(screen.getByText('Name its author.')).toBeTruthy();
  expect(fetchMock.bodies('POST /api/admin/library/books')).toEqual([]);

  await user.type(textbox('Title'), 'Proofs and Refutations');
  expect(textbox(/^Slug/).value).toBe('proofs-and-refutations');
  await user.type(textbox('Author'), 'Imre Lakatos');
  await user.type(textbox(/^Year/), '1976');
  await user.type(textbox(/^ISBN/), '0-521-29038-5');
  await user.click(await group('Shelves').findByRole('checkbox', { name: 'Logic' }));
  await user.click(group('Topics').getByRole('checkbox', { name: 'Mathematics' }));
  await user.selectOptions(screen.getByRole('combobox', { name: 'Rating' }), '4 of 5');
  await user.type(textbox('Notes (markdown)'), 'A dialogue.');
  expect(await within(screen.getByRole('region', { name: 'Preview' })).findByText('A dialogue.')).toBeTruthy();

  await user.click(screen.getByRole('button', { name: 'Add book' }));
  expect(
    screen.getByText('The check digit of ISBN 0-521-29038-5 is wrong: it should end in 4. Check it for a typo.'),
  ).toBeTruthy();
  expect(fetchMock.bodies('POST /api/admin/library/books')).toEqual([]);

  await user.clear(textbox(/^ISBN/));
  await user.type(textbox(/^ISBN/), '0-521-29038-4');
  await user.click(screen.getByRole('button', { name: 'Add book' }));
  expect((await screen.findByRole('alert')).textContent).toBe(
    'Another book already has the slug "proofs-and-refutations".',
  );
  expect(textbox('Title').value).toBe('Proofs and Refutations');

  fetchMock.set('POST /api/admin/library/books', (request) => ({
    status: 201,
    body: { ...BOOK, ...(request.body as object), id: 12 },
  }));
  await user.click(screen.getByRole('button', { name: 'Add book' }));
  await waitFor(() => expect(currentLocation()).toBe('/admin/library/books/12'));
  const sent = {
    title: 'Proofs and Refutations',
    author: 'Imre Lakatos',
    year: 1976,
    isbn: '0-521-29038-4',
    slug: 'proofs-and-refutations',
    status: 'to-read',
    startedOn: null,
    finishedOn: null,
    shelves: ['logic'],
    topics: ['Mathematics'],
    rating: 4,
    notes: 'A dialogue.',
    quotes: [],
  };
  expect(fetchMock.bodies('POST /api/admin/library/books')).toEqual([sent, sent]);
  expect(toasts()).toEqual([{ title: 'Book added', description: 'Proofs and Refutations' }]);
});

test('moves a book to Read with its dates, refusing a finish before the start', async () => {
  const { fetchMock, user } = openBook({ 'PUT /api/admin/library/books/7': saved });
  expect(screen.getByRole('heading', { level: 1, name: 'Edit book' })).toBeTruthy();
  const status = group('Status');
  expect(status.queryByLabelText('Started on')).toBeNull();

  await user.click(status.getByRole('radio', { name: /^Read / }));
  fireEvent.change(status.getByLabelText('Started on'), { target: { value: '2026-03-02' } });
  fireEvent.change(status.getByLabelText('Finished on'), { target: { value: '2026-03-01' } });
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(status.getByRole('alert').textContent).toBe('The finish date cannot be before the start date.');
  expect(fetchMock.bodies('PUT /api/admin/library/books/7')).toEqual([]);

  fireEvent.change(status.getByLabelText('Finished on'), { target: { value: '2026-04-11' } });
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(toasts()).toEqual([{ title: 'Book saved', description: 'Proofs and Refutations: Read' }]));
  expect(fetchMock.bodies('PUT /api/admin/library/books/7')[0]).toMatchObject({
    status: 'read',
    startedOn: '2026-03-02',
    finishedOn: '2026-04-11',
    shelves: ['logic'],
  });

  await user.click(status.getByRole('radio', { name: /^To read/ }));
  expect(status.queryByLabelText('Started on')).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(fetchMock.bodies('PUT /api/admin/library/books/7')).toHaveLength(2));
  expect(fetchMock.bodies('PUT /api/admin/library/books/7')[1]).toMatchObject({
    status: 'to-read',
    startedOn: null,
    finishedOn: null,
  });
});

test('adds, moves and removes quotes by their buttons, from the keyboard', async () => {
  const { fetchMock, user } = openBook({ 'PUT /api/admin/library/books/7': saved });
  const quotes = group('Quotes');
  expect(quoteTexts()).toEqual(['Proofs do not prove.', 'Monster-barring.']);
  expect((quotes.getByRole('textbox', { name: /^Quote 2 page/ }) as HTMLInputElement).value).toBe('14');

  const add = quotes.getByRole('button', { name: 'Add a quote' });
  await user.click(add);
  expect(document.activeElement).toBe(quotes.getByRole('textbox', { name: 'Quote 3' }));
  await user.keyboard('Counterexamples improve the theorem.');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(fetchMock.bodies('PUT /api/admin/library/books/7')).toHaveLength(1));

  quotes.getByRole('button', { name: 'Move quote 3 up' }).focus();
  await user.keyboard('{Enter}');
  expect(quoteTexts()).toEqual(['Proofs do not prove.', 'Counterexamples improve the theorem.', 'Monster-barring.']);
  expect(quotes.getByRole('status').textContent).toBe('Quote 3 moved to position 2 of 3.');
  expect(document.activeElement).toBe(quotes.getByRole('button', { name: 'Move quote 2 up' }));
  expect(quotes.getByRole('button', { name: 'Move quote 1 up' })).toHaveProperty('disabled', true);

  await user.click(quotes.getByRole('button', { name: 'Remove quote 1' }));
  expect(document.activeElement).toBe(add);
  await user.click(add);
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(quotes.getByRole('alert').textContent).toBe('Quote 3 has no text.');
  await user.click(quotes.getByRole('button', { name: 'Remove quote 3' }));
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(fetchMock.bodies('PUT /api/admin/library/books/7')).toHaveLength(2));
  expect((fetchMock.bodies('PUT /api/admin/library/books/7')[1] as AdminBook).quotes).toEqual([
    { text: 'Counterexamples improve the theorem.' },
    { text: 'Monster-barring.', page: 14 },
  ]);
});

test('previews a chosen cover, shows the refusal of one that is not an image, and uploads one that is', async () => {
  const { fetchMock, user } = openBook({
    'PUT /api/admin/library/books/7/cover': {
      status: 400,
      body: { message: BOOK_COVER_WRONG_TYPE_TEXT, statusCode: 400 },
    },
  });
  const cover = group('Cover');
  expect(cover.getByRole('img', { name: 'The cover of Proofs and Refutations' }).getAttribute('src')).toBe(
    '/cards/books/proofs-and-refutations',
  );
  expect(cover.getByText('Generated from the title')).toBeTruthy();
  expect(cover.queryByRole('button', { name: 'Use the generated cover' })).toBeNull();

  await user.upload(cover.getByLabelText(/^Cover image/), new File(['just text'], 'notes.png', { type: 'image/png' }));
  expect(cover.getByRole('img', { name: 'The chosen image' }).getAttribute('src')).toBe('blob:chosen-image');
  await user.click(cover.getByRole('button', { name: 'Upload this cover' }));
  expect((await cover.findByRole('alert')).textContent).toBe(BOOK_COVER_WRONG_TYPE_TEXT);
  const [sent] = fetchMock.bodies('PUT /api/admin/library/books/7/cover') as FormData[];
  expect((sent.get('file') as File).name).toBe('notes.png');

  fetchMock.set('PUT /api/admin/library/books/7/cover', {
    body: { ...BOOK, coverUrl: '/media/books/proofs-and-refutations-0a1b2c3d4e.webp', coverUploaded: true },
  });
  await user.click(cover.getByRole('button', { name: 'Upload this cover' }));
  await waitFor(() =>
    expect(cover.getByRole('img', { name: 'The cover of Proofs and Refutations' }).getAttribute('src')).toBe(
      '/media/books/proofs-and-refutations-0a1b2c3d4e.webp',
    ),
  );
  expect(cover.queryByRole('img', { name: 'The chosen image' })).toBeNull();
  expect(cover.getByText('Uploaded')).toBeTruthy();
  expect(toasts()).toEqual([{ title: 'Cover uploaded', description: undefined }]);
});

test('refuses a file that is plainly no image before sending it, and goes back to the generated cover', async () => {
  const { fetchMock, user } = openBook(
    { 'DELETE /api/admin/library/books/7/cover': { body: BOOK } },
    { ...BOOK, coverUrl: '/media/books/proofs-and-refutations-0a1b2c3d4e.webp', coverUploaded: true },
  );
  const cover = group('Cover');
  fireEvent.change(cover.getByLabelText(/^Cover image/), {
    target: { files: [new File(['GIF89a'], 'cover.gif', { type: 'image/gif' })] },
  });
  expect(cover.getByRole('alert').textContent).toBe(BOOK_COVER_WRONG_TYPE_TEXT);
  expect(cover.queryByRole('img', { name: 'The chosen image' })).toBeNull();

  await user.click(cover.getByRole('button', { name: 'Use the generated cover' }));
  await waitFor(() => expect(cover.getByText('Generated from the title')).toBeTruthy());
  expect(cover.getByRole('img', { name: 'The cover of Proofs and Refutations' }).getAttribute('src')).toBe(
    '/cards/books/proofs-and-refutations',
  );
  expect(fetchMock.calls()).toContain('DELETE /api/admin/library/books/7/cover');
});

test('deletes a book after asking, and goes back to the list', async () => {
  const { fetchMock, user } = openBook({ 'DELETE /api/admin/library/books/7': { status: 204 } });
  await user.click(screen.getByRole('button', { name: 'Delete book' }));
  await user.click(
    within(screen.getByRole('group', { name: 'Confirm deletion' })).getByRole('button', { name: 'Yes, delete it' }),
  );
  await waitFor(() => expect(currentLocation()).toBe('/admin/library/books'));
  expect(fetchMock.calls()).toContain('DELETE /api/admin/library/books/7');
  expect(toasts()).toEqual([{ title: 'Book deleted', description: 'Proofs and Refutations' }]);
});

test('says so when the book does not exist', async () => {
  mockFetch({
    'GET /api/admin/library/books/nowhere': { status: 404, body: { message: 'Book not found', statusCode: 404 } },
  });
  renderWithProviders(<BookEditorPage />, { route: '/admin/library/books/nowhere', path: '/admin/library/books/:id' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Book not found' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'All books' }).getAttribute('href')).toBe('/admin/library/books');
});
