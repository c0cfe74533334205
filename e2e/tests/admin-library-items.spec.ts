import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PAPER_PDF_WRONG_TYPE_TEXT, type LibraryDocument } from '@site/contracts';
import { expect, test } from './fixtures';
import { ADMIN } from '../playwright.config';
import { expectToast, logIn } from './helpers';

const CONTENT = path.resolve(import.meta.dirname, '../../services/content');
const DOCUMENTS = path.join(CONTENT, 'media/documents');
/** A shipped PDF, and the page count its generator recorded: what the server must read from the bytes. */
const GENERATED = JSON.parse(readFileSync(path.join(CONTENT, 'seed/library/documents/files.json'), 'utf8')) as Record<
  string,
  { file: string; pageCount?: number }
>;
const PDF_FILE = readdirSync(DOCUMENTS).find((file) => file.endsWith('.pdf'))!;
const PAGE_COUNT = Object.values(GENERATED).find(({ file }) => file === PDF_FILE)!.pageCount!;

test('the author adds a paper from pasted BibTeX with its PDF: readers find it and read the PDF', async ({ page }) => {
  const stamp = Date.now().toString(36);
  const title = `Lighthouse Arithmetic ${stamp}: Counting the Keepers`;
  const bibtex = [
    `@article{calloway_lighthouse_${stamp},`,
    `  title = {Lighthouse Arithmetic ${stamp}},`,
    '  subtitle = {Counting the Keepers},',
    '  journaltitle = {Commonplace Working Papers},',
    '  author = {Calloway, Iris and Reinholt, Tomás},',
    '  date = {2026-03-02},',
    '  doi = {https://doi.org/10.5555/Lighthouse.' + stamp + '},',
    '  abstract = {How many keepers a coast needs, worked out from the rota of one lighthouse.},',
    '  keywords = {Mathematics},',
    '}',
  ].join('\n');

  await logIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/admin');
  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Papers' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Papers' })).toBeVisible();
  await page.getByRole('link', { name: 'New paper' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New paper' })).toBeVisible();

  await page.getByRole('textbox', { name: /^BibTeX entry/ }).fill(bibtex);
  await page.getByRole('button', { name: 'Fill the form' }).click();
  await expect(page.getByText('The form is filled from the BibTeX: check it, then save.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue(title);
  await expect(page.getByRole('textbox', { name: 'Author 2 family name' })).toHaveValue('Reinholt');
  await expect(page.getByRole('textbox', { name: /^DOI/ })).toHaveValue(`10.5555/lighthouse.${stamp}`);
  await page.getByRole('button', { name: 'Add paper' }).click();
  await expectToast(page, 'Paper added');
  await expect(page).toHaveURL(/\/admin\/library\/papers\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit paper' })).toBeVisible();
  const slug = await page.getByRole('textbox', { name: /^Slug/ }).inputValue();

  // Text named .pdf is refused by what it holds, with the reason, and nothing is kept.
  const pdfField = page.getByLabel('PDF file');
  await pdfField.setInputFiles({
    name: 'notes.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('not a pdf\n'.repeat(99)),
  });
  await expect(page.getByRole('alert').filter({ hasText: PAPER_PDF_WRONG_TYPE_TEXT })).toBeVisible();
  await expect(page.getByText(/^No full text yet/)).toBeVisible();

  await pdfField.setInputFiles(path.join(DOCUMENTS, PDF_FILE));
  await expectToast(page, 'PDF uploaded');
  await expect(page.getByText(new RegExp(`^PDF · [\\d.]+ MB · ${PAGE_COUNT} pages$`))).toBeVisible();

  // Public reads are shared for a second: the paper may be a moment away.
  await expect(async () => {
    await page.goto(`/library/academic?q=${stamp}`);
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible({ timeout: 1000 });
  }).toPass();
  await page.getByRole('link', { name: `Read ${title}` }).click();
  await expect(page).toHaveURL(new RegExp(`/library/document/${slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const first = page.getByRole('region', { name: `Page 1 of ${PAGE_COUNT}` });
  await expect(first).toBeVisible();
  await expect(first.locator('.textLayer span').first()).toBeAttached();

  const document = (await (await page.request.get(`/api/library/documents/${slug}`)).json()) as LibraryDocument;
  expect(document).toMatchObject({ format: 'pdf', pageCount: PAGE_COUNT });
  expect(document.paper).toMatchObject({ title, doi: `10.5555/lighthouse.${stamp}`, pdfUrl: document.fileUrl });
  const served = await page.request.get(document.fileUrl);
  expect(served.headers()['content-type']).toBe('application/pdf');
  expect(Buffer.from(await served.body()).equals(readFileSync(path.join(DOCUMENTS, PDF_FILE)))).toBe(true);
  await expect(page.getByRole('link', { name: 'Download the PDF' })).toHaveAttribute('href', document.fileUrl);
});
