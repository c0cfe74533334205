import { expect, test, type APIRequestContext } from './fixtures';
import type { LibraryDocumentSummary, PaperList } from '@site/contracts';

/** The first seeded PDF, as the API lists it. */
async function firstPdf(request: APIRequestContext): Promise<LibraryDocumentSummary> {
  const documents = (await (await request.get('/api/library/documents')).json()) as LibraryDocumentSummary[];
  const pdf = documents.find((document) => document.format === 'pdf' && (document.pageCount ?? 0) >= 3);
  expect(pdf, 'the seed holds a PDF of at least three pages').toBeTruthy();
  return pdf!;
}

test.describe('the document reader', () => {
  test('pages a PDF, follows #page= links and keeps the page in the address', async ({ page, request }) => {
    const pdf = await firstPdf(request);
    await page.goto(`/library/document/${pdf.name}`);
    await expect(page.getByRole('heading', { level: 1, name: pdf.title })).toBeVisible();
    const first = page.getByRole('region', { name: `Page 1 of ${pdf.pageCount}` });
    await expect(first).toBeVisible();
    // The text layer is drawn over the canvas: the page's text can be selected and found.
    await expect(first.locator('.textLayer span').first()).toBeAttached();

    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page.getByRole('region', { name: `Page 2 of ${pdf.pageCount}` })).toBeVisible();
    await expect(page).toHaveURL(/#page=2$/);

    const box = page.getByRole('textbox', { name: 'Page' });
    await box.fill('3');
    await box.press('Enter');
    await expect(page.getByRole('region', { name: `Page 3 of ${pdf.pageCount}` })).toBeVisible();
    await expect(page).toHaveURL(/#page=3$/);

    await page.goto(`/library/document/${pdf.name}#page=2`);
    await expect(page.getByRole('region', { name: `Page 2 of ${pdf.pageCount}` })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Download the PDF' })).toHaveAttribute('href', pdf.fileUrl);
  });

  test('searches a PDF, lists the hits and highlights the one it goes to', async ({ page, request }) => {
    const pdf = await firstPdf(request);
    await page.goto(`/library/document/${pdf.name}`);
    const first = page.getByRole('region', { name: `Page 1 of ${pdf.pageCount}` });
    // A word of the document's own text, read from its first page once pdf.js has laid its text out.
    await expect(first.locator('.textLayer')).toContainText(/\p{L}{6,}/u);
    const words = (await first.locator('.textLayer').innerText()).match(/\p{L}{6,}/gu) ?? [];
    expect(words.length).toBeGreaterThan(0);
    const word = words[Math.min(3, words.length - 1)];

    await page.getByRole('searchbox', { name: 'Find in the document' }).fill(word);
    await page.getByRole('button', { name: 'Find' }).click();
    await expect(page.getByRole('status').filter({ hasText: /\bmatch(es)?(, showing 1)?$/ })).toBeVisible();
    const hits = page.getByRole('list', { name: 'Matches' }).getByRole('button');
    await expect(hits.first()).toBeVisible();
    await hits.first().click();
    await expect(page.locator('.textLayer mark.library-pdf__hit--current').first()).toBeVisible();
  });

  test('an unknown document is the 404 page', async ({ page }) => {
    const response = await page.goto('/library/document/no-such-document-here');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });
});

test.describe('academic papers', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('Cite copies the BibTeX of a paper', async ({ page, request }) => {
    const { items } = (await (await request.get('/api/library/papers')).json()) as PaperList;
    const paper = items[0];
    await page.goto('/library/academic');
    const item = page.getByRole('article', { name: paper.title });
    await item.getByRole('button', { name: 'Cite' }).click();
    await item.getByRole('button', { name: 'Copy BibTeX' }).click();
    await expect(item.getByRole('status')).toHaveText('Copied BibTeX to the clipboard');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(paper.citations.bibtex);
  });

  test('a paper with a document opens it in the reader', async ({ page, request }) => {
    const { items } = (await (await request.get('/api/library/papers')).json()) as PaperList;
    const paper = items.find((each) => each.documentName);
    expect(paper).toBeTruthy();
    await page.goto('/library/academic');
    await page.getByRole('link', { name: `Read ${paper!.title}` }).click();
    await expect(page).toHaveURL(new RegExp(`/library/document/${paper!.documentName}`));
    // The list stays on screen while the reader's code loads (a navigation is a transition): wait for the
    // reader's one Cite button to be all that is left.
    const cite = page.getByRole('button', { name: 'Cite' });
    await expect(cite).toHaveCount(1);
    await expect(cite).toBeVisible();
  });
});
