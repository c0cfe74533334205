import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminJournalEntry } from '@site/contracts';
import { toastStore } from '@site/shell-api';
import { currentLocation, mockFetch, renderWithProviders, type FakeRequest } from '@site/testing';
import { stubBrowserParts } from '../media/browser-stubs';
import { image, IMAGES, png } from '../media/fixtures';
import JournalEditorPage from './JournalEditorPage';
import JournalPage from './JournalPage';

const ENTRY: AdminJournalEntry = {
  id: '2026-11-20-frost-on-the-quince',
  title: 'Frost on the quince',
  date: '2026-11-20',
  topics: ['Ecology'],
  body: 'Frost until noon.',
};

const WREN = image(5, 'A wren on the gate', { originalName: 'image.png' });

/** The render endpoint draws markdown paragraphs as the service would, enough to see the preview follow. */
const render = (request: FakeRequest) => ({
  body: { html: `<p>${(request.body as { body: string }).body.trim()}</p>` },
});

afterEach(() => toastStore.setState({ toasts: [] }));

const toastTitles = () => toastStore.getState().toasts.map(({ title }) => title);

test('lists the entries, each linked to its editor', async () => {
  mockFetch({ 'GET /api/admin/journal': { body: [ENTRY] } });
  renderWithProviders(<JournalPage />, { route: '/admin/journal' });
  const table = await screen.findByRole('table', { name: 'Journal entries, newest first' });
  const [, row] = within(table).getAllByRole('row');
  expect(within(row).getByRole('link', { name: 'Frost on the quince' }).getAttribute('href')).toBe(
    '/admin/journal/2026-11-20-frost-on-the-quince',
  );
  expect(within(row).getByRole('cell', { name: '2026-11-20' })).toBeTruthy();
  expect(screen.getByRole('status').textContent).toBe('1 entry.');
  expect(screen.getByRole('link', { name: 'New entry' }).getAttribute('href')).toBe('/admin/journal/new');
});

test('writes a new entry: its address follows its day and title, the preview its body, and saving opens it', async () => {
  const fetchMock = mockFetch({
    'POST /api/admin/essays/render': render,
    'POST /api/admin/journal': (request) => ({
      status: 201,
      body: { ...(request.body as object), id: ENTRY.id },
    }),
  });
  const { user } = renderWithProviders(<JournalEditorPage />, {
    route: '/admin/journal/new',
    path: '/admin/journal/new',
  });
  expect(screen.getByRole('heading', { level: 1, name: 'New journal entry' })).toBeTruthy();

  await user.click(screen.getByRole('button', { name: 'Publish entry' }));
  expect(screen.getByText('Give the entry a title.')).toBeTruthy();
  expect(fetchMock.bodies('POST /api/admin/journal')).toEqual([]);

  await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Frost on the Quince!');
  fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2026-11-20' } });
  expect(screen.getByText('The address: /journal/2026-11-20-frost-on-the-quince (fixed once saved)')).toBeTruthy();
  await user.type(screen.getByRole('textbox', { name: 'Body (markdown)' }), 'Frost until noon.');
  expect(await within(screen.getByRole('region', { name: 'Preview' })).findByText('Frost until noon.')).toBeTruthy();
  await user.click(screen.getByRole('checkbox', { name: 'Ecology' }));

  await user.click(screen.getByRole('button', { name: 'Publish entry' }));
  await waitFor(() => expect(currentLocation()).toBe('/admin/journal/2026-11-20-frost-on-the-quince'));
  expect(fetchMock.bodies('POST /api/admin/journal')).toEqual([
    { title: 'Frost on the Quince!', date: '2026-11-20', topics: ['Ecology'], body: 'Frost until noon.' },
  ]);
  expect(toastTitles()).toEqual(['Entry saved']);
});

test("edits an entry under its address, shows the service's refusal, and deletes it after asking", async () => {
  const fetchMock = mockFetch({
    'POST /api/admin/essays/render': render,
    'PUT /api/admin/journal/2026-11-20-frost-on-the-quince': {
      status: 400,
      body: { statusCode: 400, message: ['date must be a day (YYYY-MM-DD).'] },
    },
    'DELETE /api/admin/journal/2026-11-20-frost-on-the-quince': { status: 204 },
  });
  const { user } = renderWithProviders(<JournalEditorPage />, {
    route: `/admin/journal/${ENTRY.id}`,
    path: '/admin/journal/:id',
    queryData: [[['admin', 'journal', 'entry', ENTRY.id], ENTRY]],
  });
  expect(screen.getByRole('heading', { level: 1, name: 'Edit journal entry' })).toBeTruthy();
  expect(screen.getByText('The address: /journal/2026-11-20-frost-on-the-quince')).toBeTruthy();
  await user.clear(screen.getByRole('textbox', { name: 'Title' }));
  await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Frost, then none');
  expect(screen.getByText('The address: /journal/2026-11-20-frost-on-the-quince')).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'Save entry' }));
  expect((await screen.findByRole('alert')).textContent).toContain('date must be a day (YYYY-MM-DD).');
  expect(fetchMock.bodies(`PUT /api/admin/journal/${ENTRY.id}`)).toEqual([
    { title: 'Frost, then none', date: '2026-11-20', topics: ['Ecology'], body: 'Frost until noon.' },
  ]);

  await user.click(screen.getByRole('button', { name: 'Delete entry' }));
  await user.click(
    within(screen.getByRole('group', { name: 'Confirm deletion' })).getByRole('button', { name: 'Yes, delete it' }),
  );
  await waitFor(() => expect(currentLocation()).toBe('/admin/journal'));
  expect(fetchMock.bodies(`DELETE /api/admin/journal/${ENTRY.id}`)).toHaveLength(1);
  expect(toastTitles()).toEqual(['Entry deleted']);
});

test('an image pasted into the body is uploaded with its alt text, inserted, and published with the entry', async () => {
  stubBrowserParts();
  const fetchMock = mockFetch({
    'POST /api/admin/essays/render': render,
    'GET /api/admin/media': { body: IMAGES },
    'POST /api/admin/media': { status: 201, body: WREN },
    'POST /api/admin/journal': (request) => ({ status: 201, body: { ...(request.body as object), id: ENTRY.id } }),
  });
  const { user } = renderWithProviders(<JournalEditorPage />, {
    route: '/admin/journal/new',
    path: '/admin/journal/new',
  });
  await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Frost on the quince');
  fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2026-11-20' } });
  const body = screen.getByRole('textbox', { name: 'Body (markdown)' });
  await user.type(body, 'Frost until noon.');
  fireEvent.paste(body, { clipboardData: { files: [png('image.png')], types: ['Files'], getData: () => '' } });

  const dialog = within(screen.getByRole('dialog', { name: 'Insert an image' }));
  expect(dialog.getByText('Chosen: image.png')).toBeTruthy();
  await user.type(dialog.getByRole('textbox', { name: 'Alt text' }), 'A wren on the gate');
  await user.click(dialog.getByRole('button', { name: 'Upload and insert' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect((body as HTMLTextAreaElement).value).toBe(`Frost until noon.\n\n${WREN.markdown}\n\n`);
  // The upload form's submit must not reach the editor's form around it.
  expect(fetchMock.calls().filter((call) => call.startsWith('POST /api/admin/journal'))).toEqual([]);

  await user.click(screen.getByRole('button', { name: 'Publish entry' }));
  await waitFor(() => expect(currentLocation()).toBe('/admin/journal/2026-11-20-frost-on-the-quince'));
  expect(fetchMock.bodies('POST /api/admin/journal')).toEqual([
    { title: 'Frost on the quince', date: '2026-11-20', topics: [], body: `Frost until noon.\n\n${WREN.markdown}\n\n` },
  ]);
  expect(toastTitles()).toEqual(['Entry saved']);
});
