import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  BIBTEX_EMPTY_TEXT,
  DOI_PROBLEM_TEXT,
  PAPER_PDF_WRONG_TYPE_TEXT,
  type AdminPaper,
  type BibtexPaper,
} from '@site/contracts';
import { toastStore } from '@site/shell-api';
import { currentLocation, mockFetch, renderWithProviders, type FakeRoute } from '@site/testing';
import { PAPER, WITH_PDF } from './fixtures';
import PaperEditorPage from './PaperEditorPage';

const PARSED: BibtexPaper = {
  slug: 'attention-as-a-scarce-quantity-an-essay-in-moral-arithmetic',
  kind: 'paper',
  title: 'Attention as a Scarce Quantity: An Essay in Moral Arithmetic',
  authors: [
    { given: 'Iris', family: 'Calloway' },
    { given: 'Tomás', family: 'Reinholt' },
  ],
  venue: 'Commonplace Working Papers',
  publishedOn: '2025-03-14',
  abstract: '',
  doi: '10.5555/abc.2025.1',
  url: null,
  topics: ['Philosophy'],
  missing: ['abstract'],
};

afterEach(() => toastStore.setState({ toasts: [] }));

const toasts = () => toastStore.getState().toasts.map(({ title, description }) => ({ title, description }));
const group = (name: string) => within(screen.getByRole('group', { name }));
const field = (name: string | RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const authorNames = () =>
  group('Authors')
    .queryAllByRole('textbox')
    .map((input) => (input as HTMLInputElement).value);

function openPaper(routes: Record<string, FakeRoute> = {}, paper: AdminPaper = PAPER) {
  const fetchMock = mockFetch(routes);
  const rendered = renderWithProviders(<PaperEditorPage />, {
    route: `/admin/library/papers/${paper.id}`,
    path: '/admin/library/papers/:id',
    queryData: [[['admin', 'library-items', 'paper', String(paper.id)], paper]],
  });
  return { fetchMock, ...rendered };
}

test('fills a new paper from pasted BibTeX, says what it lacked, and adds it once complete', async () => {
  const fetchMock = mockFetch({
    'POST /api/admin/library/papers/from-bibtex': { body: PARSED },
    'POST /api/admin/library/papers': {
      status: 409,
      body: { message: `Another paper already has the slug "${PARSED.slug}". Choose another.`, statusCode: 409 },
    },
  });
  const { user } = renderWithProviders(<PaperEditorPage />, {
    route: '/admin/library/papers/new',
    path: '/admin/library/papers/new',
  });
  expect(screen.getByRole('heading', { level: 1, name: 'New paper' })).toBeTruthy();
  expect(screen.queryByRole('group', { name: 'Full text' })).toBeNull();

  const bibtex = group('Paste BibTeX');
  expect(bibtex.getByRole('button', { name: 'Fill the form' })).toHaveProperty('disabled', true);
  fireEvent.change(bibtex.getByRole('textbox', { name: /^BibTeX entry/ }), {
    target: { value: '@article{calloway_attention_2025, title = {Attention as a Scarce Quantity}}' },
  });
  await user.click(bibtex.getByRole('button', { name: 'Fill the form' }));
  expect((await bibtex.findByText(/^The form is filled/)).textContent).toBe(
    'The form is filled from the BibTeX, which gave no abstract: fill it in, then save.',
  );
  expect(fetchMock.bodies('POST /api/admin/library/papers/from-bibtex')).toEqual([
    { bibtex: '@article{calloway_attention_2025, title = {Attention as a Scarce Quantity}}' },
  ]);
  expect(field('Title').value).toBe(PARSED.title);
  expect(screen.getByText(/^Headings show/).textContent).toBe(
    'Headings show “Attention as a Scarce Quantity” with the subtitle “An Essay in Moral Arithmetic”; citations keep the whole title.',
  );
  expect(field(/^Slug/).value).toBe(PARSED.slug);
  expect(authorNames()).toEqual(['Iris', 'Calloway', 'Tomás', 'Reinholt']);
  expect(field(/^Venue/).value).toBe('Commonplace Working Papers');
  expect((screen.getByLabelText('Published on') as HTMLInputElement).value).toBe('2025-03-14');
  expect(field(/^DOI/).value).toBe('10.5555/abc.2025.1');
  expect(screen.getByRole('checkbox', { name: 'Philosophy' })).toHaveProperty('checked', true);

  await user.click(screen.getByRole('button', { name: 'Add paper' }));
  expect(screen.getByText('Write its abstract: readers see it under the title.')).toBeTruthy();
  expect(fetchMock.bodies('POST /api/admin/library/papers')).toEqual([]);

  await user.type(field('Abstract'), 'What attention is worth.');
  await user.clear(field(/^DOI/));
  await user.type(field(/^DOI/), 'not a doi');
  await user.click(screen.getByRole('button', { name: 'Add paper' }));
  expect(screen.getByText(DOI_PROBLEM_TEXT)).toBeTruthy();
  await user.clear(field(/^DOI/));
  await user.type(field(/^DOI/), 'https://doi.org/10.5555/ABC.2025.1');

  await user.click(screen.getByRole('button', { name: 'Add paper' }));
  expect((await screen.findByRole('alert')).textContent).toBe(
    `Another paper already has the slug "${PARSED.slug}". Choose another.`,
  );
  expect(field('Title').value).toBe(PARSED.title);

  fetchMock.set('POST /api/admin/library/papers', (request) => ({
    status: 201,
    body: { ...PAPER, ...(request.body as object), id: 34 },
  }));
  await user.click(screen.getByRole('button', { name: 'Add paper' }));
  await waitFor(() => expect(currentLocation()).toBe('/admin/library/papers/34'));
  const sent = {
    slug: PARSED.slug,
    kind: 'paper',
    title: PARSED.title,
    authors: PARSED.authors,
    venue: PARSED.venue,
    publishedOn: '2025-03-14',
    abstract: 'What attention is worth.',
    doi: '10.5555/abc.2025.1',
    url: null,
    topics: ['Philosophy'],
  };
  expect(fetchMock.bodies('POST /api/admin/library/papers')).toEqual([sent, sent]);
  expect(toasts()).toEqual([{ title: 'Paper added', description: `${PARSED.title} is in the library.` }]);
});

test('says why pasted text is not BibTeX, leaving the form as it was', async () => {
  mockFetch({
    'POST /api/admin/library/papers/from-bibtex': {
      status: 400,
      body: { message: BIBTEX_EMPTY_TEXT, statusCode: 400 },
    },
  });
  const { user } = renderWithProviders(<PaperEditorPage />, {
    route: '/admin/library/papers/new',
    path: '/admin/library/papers/new',
  });
  await user.type(field('Title'), 'Typed by hand');
  const bibtex = group('Paste BibTeX');
  await user.type(bibtex.getByRole('textbox', { name: /^BibTeX entry/ }), 'Calloway, I. (2025).');
  await user.click(bibtex.getByRole('button', { name: 'Fill the form' }));
  expect((await bibtex.findByRole('alert')).textContent).toBe(BIBTEX_EMPTY_TEXT);
  expect(field('Title').value).toBe('Typed by hand');
});

test('adds, moves and removes authors from the keyboard, each change read out', async () => {
  const { fetchMock, user } = openPaper({
    'PUT /api/admin/library/papers/21': (request) => ({ body: { ...PAPER, ...(request.body as object) } }),
  });
  expect(screen.getByRole('heading', { level: 1, name: 'Edit paper' })).toBeTruthy();
  const authors = group('Authors');
  await user.click(authors.getByRole('button', { name: 'Add an author' }));
  expect(document.activeElement).toBe(authors.getByRole('textbox', { name: 'Author 3 given name' }));
  await user.keyboard('Ada');
  await user.tab();
  await user.keyboard('Lovelace');

  authors.getByRole('button', { name: 'Move author 3 up' }).focus();
  await user.keyboard('{Enter}');
  expect(authorNames()).toEqual(['Iris', 'Calloway', 'Ada', 'Lovelace', 'Tomás', 'Reinholt']);
  expect(authors.getByRole('status').textContent).toBe('Ada Lovelace moved to position 2 of 3.');
  expect(document.activeElement).toBe(authors.getByRole('button', { name: 'Move author 2 up' }));
  expect(authors.getByRole('button', { name: 'Move author 1 up' })).toHaveProperty('disabled', true);

  await user.click(authors.getByRole('button', { name: 'Remove author 1' }));
  expect(authors.getByRole('status').textContent).toBe('Iris Calloway removed.');
  expect(document.activeElement).toBe(authors.getByRole('button', { name: 'Add an author' }));

  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(toasts()).toEqual([{ title: 'Paper saved', description: 'Measure Without Tears' }]));
  expect(fetchMock.bodies('PUT /api/admin/library/papers/21')[0]).toMatchObject({
    authors: [
      { given: 'Ada', family: 'Lovelace' },
      { given: 'Tomás', family: 'Reinholt' },
    ],
  });
});

test('uploads the PDF and shows its size and pages as the service read them, with the reader’s link', async () => {
  const { fetchMock, user } = openPaper({
    'PUT /api/admin/library/papers/21/pdf': { body: WITH_PDF },
  });
  const text = group('Full text');
  expect(text.getByText(/^No full text yet/)).toBeTruthy();
  const input = text.getByLabelText(/^PDF file/);
  expect(input.getAttribute('accept')).toBe('.pdf,application/pdf');

  await user.upload(input, new File(['%PDF-1.7'], 'measure.pdf', { type: 'application/pdf' }));
  expect(await text.findByText('PDF · 2.5 MB · 9 pages')).toBeTruthy();
  expect(text.getByRole('link', { name: 'Read it on the site' }).getAttribute('href')).toBe(
    '/library/document/measure-without-tears',
  );
  expect(text.getByRole('link', { name: 'Download the file' }).getAttribute('href')).toBe(WITH_PDF.document!.fileUrl);
  const [sent] = fetchMock.bodies('PUT /api/admin/library/papers/21/pdf') as FormData[];
  expect((sent.get('file') as File).name).toBe('measure.pdf');
  expect(toasts()).toEqual([{ title: 'PDF uploaded', description: 'Measure Without Tears' }]);
  expect(text.queryByRole('alert')).toBeNull();

  // A file that is plainly no PDF is not sent at all.
  fireEvent.change(input, { target: { files: [new File(['text'], 'notes.txt', { type: 'text/plain' })] } });
  expect(text.getByRole('alert').textContent).toBe(PAPER_PDF_WRONG_TYPE_TEXT);
  expect(fetchMock.bodies('PUT /api/admin/library/papers/21/pdf')).toHaveLength(1);
});

test("shows the service's refusal of a PDF beside it", async () => {
  const { user } = openPaper({
    'PUT /api/admin/library/papers/21/pdf': {
      status: 400,
      body: { message: PAPER_PDF_WRONG_TYPE_TEXT, statusCode: 400 },
    },
  });
  const text = group('Full text');
  await user.upload(
    text.getByLabelText(/^PDF file/),
    new File(['just text'], 'renamed.pdf', { type: 'application/pdf' }),
  );
  expect((await text.findByRole('alert')).textContent).toBe(PAPER_PDF_WRONG_TYPE_TEXT);
  expect(text.getByText(/^No full text yet/)).toBeTruthy();
});

test('deletes a paper after asking, and goes back to the list', async () => {
  const { fetchMock, user } = openPaper({ 'DELETE /api/admin/library/papers/21': { status: 204 } }, WITH_PDF);
  await user.click(screen.getByRole('button', { name: 'Delete paper' }));
  const confirm = screen.getByRole('group', { name: 'Confirm deletion' });
  expect(confirm.textContent).toContain('Delete “Measure Without Tears” with its full text?');
  await user.click(within(confirm).getByRole('button', { name: 'Yes, delete it' }));
  await waitFor(() => expect(currentLocation()).toBe('/admin/library/papers'));
  expect(fetchMock.calls()).toContain('DELETE /api/admin/library/papers/21');
  expect(toasts()).toEqual([{ title: 'Paper deleted', description: 'Measure Without Tears' }]);
});

test('says so when the paper does not exist', async () => {
  mockFetch({
    'GET /api/admin/library/papers/99': {
      status: 404,
      body: { message: 'No paper has this id or slug.', statusCode: 404 },
    },
  });
  renderWithProviders(<PaperEditorPage />, {
    route: '/admin/library/papers/99',
    path: '/admin/library/papers/:id',
  });
  expect(await screen.findByRole('heading', { level: 1, name: 'Paper not found' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'All papers' }).getAttribute('href')).toBe('/admin/library/papers');
});
