import { expect, test } from './fixtures';

/** What reference managers and Scholar read: the first HTML, before any script runs. */
test.describe('a paper’s first HTML, without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('carries the citation_* tags and a ScholarlyArticle', async ({ page }) => {
    const response = await page.goto('/library/document/incompleteness-without-mysticism');
    expect(response?.status()).toBe(200);
    await expect(page.locator('meta[name="citation_title"]')).toHaveAttribute(
      'content',
      /^Incompleteness Without Mysticism/,
    );
    await expect(page.locator('meta[name="citation_author"]')).toHaveAttribute('content', 'Calloway, Iris');
    await expect(page.locator('meta[name="citation_publication_date"]')).toHaveAttribute('content', '2025/02/11');
    await expect(page.locator('meta[name="citation_pdf_url"]')).toHaveAttribute(
      'content',
      /^https?:\/\/[^/]+\/media\/documents\/incompleteness-without-mysticism\.[0-9a-f]{8}\.pdf$/,
    );
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(blocks.map((text) => (JSON.parse(text) as { '@type': string })['@type'])).toContain('ScholarlyArticle');
  });

  test('an unknown document is a 404 page', async ({ page }) => {
    const response = await page.goto('/library/document/no-such-document');
    expect(response?.status()).toBe(404);
  });

  test('the cited-in APIs list the essays and lessons linking to a document', async ({ request }) => {
    const href = '/library/document/notes-on-physical-and-lived-time';
    const essays = await (await request.get('/api/library/cited-in', { params: { href } })).json();
    const lessons = await (await request.get('/api/elearning/cited-in', { params: { href } })).json();
    expect(essays).toContainEqual(
      expect.objectContaining({ kind: 'essay', href: expect.stringMatching(/^\/essay\//) }),
    );
    expect(lessons).toContainEqual(
      expect.objectContaining({ kind: 'lesson', href: '/courses/physics-of-time?lesson=what-clocks-measure' }),
    );
  });
});
