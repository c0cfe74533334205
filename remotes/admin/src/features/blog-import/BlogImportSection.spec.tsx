import { screen, waitFor, within } from '@testing-library/react';
import type { BlogImportSummary } from '@site/contracts';
import { mockFetch, renderWithProviders, type FakeRequest } from '@site/testing';
import TransferPage from '../transfer/TransferPage';

const summary = (applied: boolean, second = false): BlogImportSummary => ({
  format: 'ghost',
  formatName: 'a Ghost export',
  applied,
  items: [
    {
      sourceId: 'g1',
      type: 'post',
      title: 'On Doubt',
      action: second ? 'skip' : 'create',
      reason: second ? 'unchanged since the last import' : 'new',
      slug: 'on-doubt',
      status: second ? null : 'published',
      oldAddresses: ['/on-doubt'],
      notes: ['text from its Markdown', 'by Ada Author'],
    },
    {
      sourceId: 'g2',
      type: 'post',
      title: 'Taken',
      action: 'skip',
      reason: 'the slug "taken" is taken by an essay that did not come from this source',
      slug: null,
      status: null,
      oldAddresses: [],
      notes: [],
    },
  ],
  totals: second ? { create: 0, update: 0, skip: 2 } : { create: 1, update: 0, skip: 1 },
  images: 2,
  redirects: 1,
  notes: ['2 images kept as links to their old addresses; none was fetched.'],
});

const ghostFile = (name = 'ghost.json') =>
  new File([JSON.stringify({ db: [{ data: { posts: [] } }] })], name, { type: 'application/json' });
const sentFile = (request: FakeRequest) => (request.body as FormData).get('file') as File;

const section = () => screen.getByRole('region', { name: 'Bring in a blog' });
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      [within(row).getByRole('rowheader'), ...within(row).getAllByRole('cell')].map((cell) => cell.textContent),
    );

test('checks a blog export, shows each item with its action and reason, then imports the checked file', async () => {
  const sent: File[] = [];
  let imports = 0;
  const fetchMock = mockFetch({
    'POST /api/admin/import/blog?dryRun=true': (request) => {
      sent.push(sentFile(request));
      return { body: summary(false, imports > 0) };
    },
    'POST /api/admin/import/blog?dryRun=false': (request) => {
      sent.push(sentFile(request));
      imports += 1;
      return { body: summary(true) };
    },
  });
  const { user } = renderWithProviders(<TransferPage />, { route: '/admin/export' });
  const blog = within(section());
  const importButton = blog.getByRole('button', { name: 'Import the blog' });
  expect(importButton.hasAttribute('disabled')).toBe(true);

  await user.upload(blog.getByLabelText('Blog export (.json, .xml or .zip)'), ghostFile());
  await user.click(blog.getByRole('button', { name: 'Check the blog' }));
  expect((await blog.findByRole('status')).textContent).toBe(
    'Checked a Ghost export: importing it would create 1, update 0 and skip 1. Nothing has been written yet.',
  );
  expect(blog.getByText('2 images kept as links to their old addresses; none was fetched.')).toBeTruthy();
  expect(rowsOf(blog.getByRole('table', { name: 'What importing would do, item by item' }))).toEqual([
    ['On Doubt', 'post', 'Create', 'newtext from its Markdownby Ada Author', '/essay/on-doubt1 old address'],
    ['Taken', 'post', 'Skip', 'the slug "taken" is taken by an essay that did not come from this source', '—'],
  ]);

  expect(importButton.hasAttribute('disabled')).toBe(false);
  await user.click(importButton);
  await waitFor(() =>
    expect(blog.getByRole('status').textContent).toBe('Imported a Ghost export: 1 created, 0 updated, 1 skipped.'),
  );
  expect(blog.getByRole('table', { name: 'What the import did, item by item' })).toBeTruthy();
  // Imported: a new check opens Import again.
  expect(importButton.hasAttribute('disabled')).toBe(true);

  await user.click(blog.getByRole('button', { name: 'Check the blog' }));
  await waitFor(() => expect(blog.getByRole('status').textContent).toMatch(/would create 0, update 0 and skip 2/));
  expect(fetchMock.calls()).toEqual([
    'POST /api/admin/import/blog?dryRun=true',
    'POST /api/admin/import/blog?dryRun=false',
    'POST /api/admin/import/blog?dryRun=true',
  ]);
  expect(sent.map((file) => file.name)).toEqual(['ghost.json', 'ghost.json', 'ghost.json']);
});

test('opens Import only for the file that was checked', async () => {
  mockFetch({ 'POST /api/admin/import/blog?dryRun=true': { body: summary(false) } });
  const { user } = renderWithProviders(<TransferPage />, { route: '/admin/export' });
  const blog = within(section());
  const picker = blog.getByLabelText('Blog export (.json, .xml or .zip)');
  await user.upload(picker, ghostFile());
  await user.click(blog.getByRole('button', { name: 'Check the blog' }));
  await blog.findByRole('status');
  expect(blog.getByRole('button', { name: 'Import the blog' }).hasAttribute('disabled')).toBe(false);

  await user.upload(picker, ghostFile('other.json'));
  expect(blog.getByRole('button', { name: 'Import the blog' }).hasAttribute('disabled')).toBe(true);
  expect(blog.queryByRole('status')).toBeNull();
  expect(blog.getByText('Import opens once this file has been checked.')).toBeTruthy();
});

test('shows each problem next to its control: no file by the picker, a refusal by the buttons', async () => {
  mockFetch({
    'POST /api/admin/import/blog?dryRun=true': {
      status: 400,
      body: { message: '“notes.zip” is named like a zip archive but is not one.', statusCode: 400 },
    },
  });
  const { user } = renderWithProviders(<TransferPage />, { route: '/admin/export' });
  const blog = within(section());
  const picker = blog.getByLabelText('Blog export (.json, .xml or .zip)');
  await user.click(blog.getByRole('button', { name: 'Check the blog' }));
  const problem = blog.getByText('Choose the export of your blog (.json, .xml or .zip) first.');
  expect(picker.getAttribute('aria-invalid')).toBe('true');
  expect(picker.getAttribute('aria-describedby')).toContain(problem.id);

  await user.upload(picker, new File(['just text'], 'notes.zip', { type: 'application/zip' }));
  expect(picker.getAttribute('aria-invalid')).toBeNull();
  await user.click(blog.getByRole('button', { name: 'Check the blog' }));
  expect((await blog.findByRole('alert')).textContent).toBe(
    'The blog was not checked: “notes.zip” is named like a zip archive but is not one.',
  );
  expect(blog.getByRole('button', { name: 'Import the blog' }).hasAttribute('disabled')).toBe(true);
  expect(blog.queryByRole('status')).toBeNull();
});
