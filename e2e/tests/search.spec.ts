import { expect, test } from './fixtures';

test('the header box offers results while typing; arrow keys and Enter open one', async ({ page }) => {
  await page.goto('/');
  const box = page.getByRole('combobox', { name: /search/i }).first();
  await box.fill('entropy');
  const options = page.getByRole('option');
  await expect(options.first()).toBeVisible();
  expect(await options.count()).toBeLessThanOrEqual(6);
  await box.press('ArrowDown');
  await expect(box).toHaveAttribute('aria-activedescendant', /.+/);
  await box.press('Escape');
  await expect(page.getByRole('listbox')).toBeHidden();
  await expect(box).toBeFocused();
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=entropy$/);
});

test('/search finds essays, journal entries and courses, grouped by kind with counts and a kind filter', async ({
  page,
}) => {
  await page.goto('/search?q=proof');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2, name: /Essays/ })).toBeVisible();
  await expect(main.locator('mark').first()).toBeVisible();
  await main
    .getByRole('link', { name: /^Essays/ })
    .first()
    .click();
  await expect(page).toHaveURL(/kind=essay/);
  await expect(main.getByRole('heading', { level: 2, name: /Courses/ })).toHaveCount(0);
});

test('a misspelt search offers what was probably meant', async ({ page }) => {
  await page.goto('/search?q=entrophy');
  const suggestion = page.getByRole('main').getByText(/Did you mean/);
  await expect(suggestion).toBeVisible();
  await suggestion.getByRole('link').click();
  await expect(page.getByRole('main').locator('mark').first()).toBeVisible();
});
