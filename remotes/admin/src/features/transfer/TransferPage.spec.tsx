import { screen, waitFor, within } from '@testing-library/react';
import type { ImportSummary } from '@site/contracts';
import { mockFetch, renderWithProviders, type FakeRequest } from '@site/testing';
import TransferPage from './TransferPage';

const summary = (applied: boolean): ImportSummary => ({
  applied,
  parts: [
    {
      part: 'content',
      kinds: [
        { kind: 'essays', created: 1, updated: 2, unchanged: 30 },
        { kind: 'topics', created: 0, updated: 0, unchanged: 36 },
      ],
    },
    { part: 'learn', kinds: [{ kind: 'quizzes', created: 0, updated: 1, unchanged: 3 }] },
  ],
});

const zip = () => new File([new Uint8Array([0x50, 0x4b, 3, 4])], 'site.zip', { type: 'application/zip' });
const sentArchive = (request: FakeRequest) => (request.body as FormData).get('archive') as File;

test('offers the whole archive as a download', () => {
  renderWithProviders(<TransferPage />, { route: '/admin/export' });
  expect(screen.getByRole('heading', { level: 1, name: 'Export and import' })).toBeTruthy();
  const link = screen.getByRole('link', { name: 'Download all content' });
  expect(link.getAttribute('href')).toBe('/api/admin/export');
  expect(link.hasAttribute('download')).toBe(true);
});

test('checks an archive without writing, then imports it and shows what changed', async () => {
  const sent: File[] = [];
  const fetchMock = mockFetch({
    'POST /api/admin/import?dryRun=true': (request) => {
      sent.push(sentArchive(request));
      return { body: summary(false) };
    },
    'POST /api/admin/import': (request) => {
      sent.push(sentArchive(request));
      return { body: summary(true) };
    },
  });
  const { user } = renderWithProviders(<TransferPage />, { route: '/admin/export' });
  await user.upload(screen.getByLabelText('Archive (.zip)'), zip());
  await user.click(screen.getByRole('button', { name: 'Check the archive' }));
  expect((await screen.findByRole('status')).textContent).toBe(
    'The archive is valid. Importing it would add 1 and change 3 (69 unchanged). Nothing has been written yet.',
  );
  expect(screen.getByRole('table', { name: 'What an import would change' })).toBeTruthy();

  await user.click(screen.getByRole('button', { name: 'Import' }));
  await waitFor(() =>
    expect(screen.getByRole('status').textContent).toBe('Imported: 1 added, 3 changed, 69 unchanged.'),
  );
  const table = screen.getByRole('table', { name: 'What the import changed' });
  const rows = within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      [within(row).getByRole('rowheader'), ...within(row).getAllByRole('cell')].map((cell) => cell.textContent),
    );
  expect(rows).toEqual([
    ['essays', '1', '2', '30'],
    ['topics', '0', '0', '36'],
    ['quizzes', '0', '1', '3'],
  ]);
  expect(fetchMock.calls()).toEqual(['POST /api/admin/import?dryRun=true', 'POST /api/admin/import']);
  expect(sent.map((file) => file.name)).toEqual(['site.zip', 'site.zip']);
});

test("asks for a file first, and shows the server's reason for refusing an archive", async () => {
  mockFetch({
    'POST /api/admin/import': {
      status: 400,
      body: { message: 'content: essays/broken.md: title must be text.', statusCode: 400 },
    },
  });
  const { user } = renderWithProviders(<TransferPage />, { route: '/admin/export' });
  await user.click(screen.getByRole('button', { name: 'Import' }));
  expect((await screen.findByRole('alert')).textContent).toBe('Choose an archive (.zip) to import.');
  await user.upload(screen.getByLabelText('Archive (.zip)'), zip());
  await user.click(screen.getByRole('button', { name: 'Import' }));
  await waitFor(() =>
    expect(screen.getByRole('alert').textContent).toBe(
      'The archive was not imported: content: essays/broken.md: title must be text.',
    ),
  );
  expect(screen.queryByRole('status')).toBeNull();
});
