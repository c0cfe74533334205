import { expect, test } from './fixtures';
import { ADMIN } from '../playwright.config';
import { expectToast, logIn } from './helpers';

test('the author writes a journal entry in the admin area; readers find it in the journal, then it is gone when deleted', async ({
  page,
}) => {
  const title = `Frost on the quince ${Date.now()}`;
  await logIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/admin');
  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Journal' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Journal' })).toBeVisible();
  await page.getByRole('link', { name: 'New entry' }).click();

  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await page.getByLabel('Date').fill('2026-11-20');
  await page.getByRole('textbox', { name: 'Body (markdown)' }).fill('The quince held its frost until **noon**.');
  await expect(page.getByRole('region', { name: 'Preview' }).locator('strong', { hasText: 'noon' })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Ecology' }).check();
  await page.getByRole('button', { name: 'Publish entry' }).click();
  await expectToast(page, 'Entry saved', title);
  await expect(page).toHaveURL(/\/admin\/journal\/2026-11-20-frost-on-the-quince-\d+$/);
  const address = `/journal/${page.url().split('/').pop()}`;

  // Public reads are shared for a second: the list may be a moment old.
  await expect(async () => {
    await page.goto('/journal');
    await expect(page.getByRole('link', { name: title })).toBeVisible({ timeout: 1000 });
  }).toPass();
  await page.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(new RegExp(`${address}$`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('main').locator('strong', { hasText: 'noon' })).toBeVisible();

  await page.goto(`/admin${address}`);
  await page.getByRole('button', { name: 'Delete entry' }).click();
  await page.getByRole('group', { name: 'Confirm deletion' }).getByRole('button', { name: 'Yes, delete it' }).click();
  await expectToast(page, 'Entry deleted', title);
  await expect(page).toHaveURL(/\/admin\/journal$/);
  await expect(page.getByRole('link', { name: title })).toHaveCount(0);
  await expect.poll(async () => (await page.request.get(`/api${address}`)).status()).toBe(404);
});
