import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './fixtures';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { ADMIN } from '../playwright.config';
import { logIn } from './helpers';

async function adminSection(page: Page, name: string, heading: string) {
  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

test('the author downloads all content, checks it, imports an archive back and finds both in the audit log', async ({
  page,
}) => {
  await logIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/admin');
  await adminSection(page, 'Export', 'Export and import');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download all content' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^site-content-\d{4}-\d{2}-\d{2}\.zip$/);
  const archive = new Uint8Array(await readFile(await download.path()));
  const files = unzipSync(archive);
  expect(JSON.parse(strFromU8(files['manifest.json']))).toMatchObject({ format: 'commonplace-export' });
  const names = Object.keys(files);
  expect(names).toEqual(expect.arrayContaining(['content/topics.json', 'content/podcast/episodes.json']));
  expect(names.some((name) => /^content\/essays\/.+\.md$/.test(name))).toBe(true);
  expect(names.some((name) => /^learn\/quizzes\/.+\.json$/.test(name))).toBe(true);

  // The whole download is checked only: other tests change content meanwhile, which a real import would undo.
  const importing = page.getByRole('region', { name: 'Import' });
  const input = importing.getByLabel('Archive (.zip)');
  await input.setInputFiles({ name: 'site.zip', mimeType: 'application/zip', buffer: Buffer.from(archive) });
  await importing.getByRole('button', { name: 'Check the archive' }).click();
  await expect(importing.getByRole('status')).toHaveText(/^The archive is valid/);
  await expect(page.getByRole('table', { name: 'What an import would change' })).toBeVisible();

  // Imported for real: the downloaded manifest with one essay written by hand.
  const slug = `imported-${Date.now().toString(36)}`;
  const essay = [
    '---',
    'title: Imported by hand',
    'date: 2026-02-01',
    'excerpt: An essay that came in an archive.',
    'status: published',
    'topics: [Philosophy]',
    'tags: [archives]',
    '---',
    'This essay was written elsewhere and arrived in an archive.',
    '',
  ].join('\n');
  const small = zipSync({ 'manifest.json': files['manifest.json'], [`content/essays/${slug}.md`]: strToU8(essay) });
  await input.setInputFiles({ name: 'one-essay.zip', mimeType: 'application/zip', buffer: Buffer.from(small) });
  await importing.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(importing.getByRole('status')).toHaveText('Imported: 1 added, 0 changed, 0 unchanged.');
  const changes = page.getByRole('table', { name: 'What the import changed' });
  await expect(changes.getByRole('row', { name: /essays/ })).toContainText('1');

  await page.goto(`/essay/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Imported by hand' })).toBeVisible();

  // A malformed archive is refused with its reason, and nothing is written.
  await page.goto('/admin/export');
  await importing
    .getByLabel('Archive (.zip)')
    .setInputFiles({ name: 'broken.zip', mimeType: 'application/zip', buffer: Buffer.from('not a zip') });
  await importing.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(importing.getByRole('alert')).toHaveText(
    'The archive was not imported: The file is not a readable zip archive.',
  );

  await adminSection(page, 'Audit log', 'Audit log');
  const log = page.getByRole('table', { name: 'Admin actions, newest first' });
  const filterByPath = async (path: string) => {
    await page.getByRole('searchbox', { name: 'Path contains' }).fill(path);
    await page.getByRole('button', { name: 'Filter' }).click();
    await expect(page).toHaveURL(new RegExp(`path=${encodeURIComponent(path)}`));
  };
  await filterByPath('/api/admin/import');
  await expect(log.getByRole('row', { name: /Imported an archive: essays 1 new/ }).first()).toContainText(ADMIN.email);
  await expect(log.getByRole('row', { name: /Import an archive \(refused\)/ }).first()).toContainText('400 Rejected');
  await filterByPath('/api/admin/export');
  await expect(log.getByRole('row', { name: /Download all content as an archive/ }).first()).toContainText(ADMIN.email);
});
