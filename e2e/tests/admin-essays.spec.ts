import { expect, test } from './fixtures';
import { ADMIN } from '../playwright.config';
import { expectToast, logIn } from './helpers';

test('the author writes an essay, previews it unpublished, publishes it, and a visitor finds it everywhere', async ({
  page,
  browser,
}) => {
  const id = Date.now().toString(36);
  const word = `zephyrine${id.replace(/\d/g, '')}`;
  const title = `On Slow Light ${id}`;
  const slug = `on-slow-light-${id}`;

  await logIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/admin');
  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Essays' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Essays' })).toBeVisible();
  await page.getByRole('link', { name: 'New essay' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New essay' })).toBeVisible();

  // The slug follows the title; the preview draws the markdown as the essay page will, mermaid included.
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await expect(page.getByRole('textbox', { name: 'Slug' })).toHaveValue(slug);
  await page.getByRole('textbox', { name: 'Excerpt' }).fill(`Light that takes its time, and the ${word} it leaves.`);
  await page
    .getByRole('textbox', { name: 'Body (markdown)' })
    .fill(`## Arrival\n\nThe ${word} of light is slow.\n\n\`\`\`mermaid\ngraph LR; Source-->Eye\n\`\`\`\n`);
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('heading', { level: 2, name: 'Arrival' })).toBeVisible();
  await expect(preview.locator('svg').first()).toBeVisible();
  await page.getByRole('checkbox', { name: 'Physics' }).check();
  await page.getByRole('textbox', { name: 'Tags' }).fill('light, time');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expectToast(page, 'Draft saved', title);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit essay' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/essays\/\d+$/);

  // The preview link shows the draft to anyone holding it, never indexed; readers see no essay yet.
  const previewHref = await page.getByRole('link', { name: 'Open the preview link' }).getAttribute('href');
  expect(previewHref).toMatch(new RegExp(`^/essay/${slug}\\?preview=[0-9a-f]{64}$`));
  const visitor = await (await browser.newContext()).newPage();
  const previewAnswer = await visitor.goto(previewHref!);
  expect(await previewAnswer?.text()).toContain('noindex');
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(visitor.getByRole('note')).toContainText('This essay is a draft');
  await expect(visitor.locator('meta[name="robots"]').last()).toHaveAttribute('content', /noindex/);
  const hidden = await visitor.goto(`/essay/${slug}`);
  expect(hidden?.status()).toBe(404);
  expect((await visitor.request.get('/rss.xml').then((answer) => answer.text())).includes(slug)).toBe(false);

  // Autosave keeps typing without publishing it.
  await page.getByRole('textbox', { name: 'Body (markdown)' }).press('End');
  await page.getByRole('textbox', { name: 'Body (markdown)' }).pressSequentially(' More.');
  await expect(page.getByText(/^Draft autosaved at /)).toBeVisible({ timeout: 10_000 });

  // Published: the list, the essay page, search and the feed show it at once.
  await page.getByRole('radio', { name: /^Published/ }).check();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expectToast(page, 'Essay published', title);

  await visitor.goto('/essays');
  await expect(visitor.getByRole('link', { name: title })).toBeVisible();
  const page200 = await visitor.goto(`/essay/${slug}`);
  expect(page200?.status()).toBe(200);
  expect(await page200?.text()).toContain(`<h1>${title}</h1>`);
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(visitor.getByText(`The ${word} of light is slow.`)).toBeVisible();
  await visitor.goto(`/search?q=${word}`);
  await expect(visitor.getByRole('link', { name: title }).first()).toBeVisible();
  await expect
    .poll(async () =>
      (await visitor.request.get('/rss.xml').then((answer) => answer.text())).includes(`/essay/${slug}`),
    )
    .toBe(true);
  await expect
    .poll(async () =>
      (await visitor.request.get('/sitemaps/essays.xml').then((answer) => answer.text())).includes(`/essay/${slug}`),
    )
    .toBe(true);

  // The revisions panel keeps each save; the first one compares with the published text.
  const revisions = page.getByRole('region', { name: 'Revisions' });
  await revisions
    .getByRole('button', { name: /^Compare with the saved text/ })
    .last()
    .click();
  await expect(revisions.getByText(/^Since this revision: /)).toBeVisible();
  await expect(revisions.getByRole('button', { name: 'Restore this revision' })).toBeVisible();

  // Back to a draft: the essay leaves the readers' list again.
  await page.getByRole('radio', { name: /^Draft/ }).check();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expectToast(page, 'Draft saved', title);
  await visitor.goto('/essays');
  await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(visitor.getByRole('link', { name: title })).toHaveCount(0);
  await page.getByRole('button', { name: 'Delete essay' }).click();
  await page.getByRole('button', { name: 'Yes, delete it' }).click();
  await expectToast(page, 'Essay deleted', title);
  await expect(page.getByRole('heading', { level: 1, name: 'Essays' })).toBeVisible();
});

test('a visitor and a reader cannot reach the essay editor or its API', async ({ page }) => {
  const answer = await page.request.get('/api/admin/essays');
  expect(answer.status()).toBe(401);
  await page.goto('/admin/essays');
  await expect(page.getByRole('heading', { level: 1, name: 'Essays' })).toHaveCount(0);
});
