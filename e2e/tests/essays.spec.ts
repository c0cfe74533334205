import { expect, test, type Page } from './fixtures';
import { scrollToSection } from './helpers';

/** Essay rows: list items holding a heading. */
const rows = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading') });

test.describe('the essay list', () => {
  test('lists essays with en-US short dates and view counts only above 0', async ({ page }) => {
    await page.goto('/essays');
    await expect(rows(page).first()).toBeVisible();
    expect(await rows(page).count()).toBeGreaterThanOrEqual(12);
    await expect(page.getByText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/).first()).toBeVisible();
    const proof = rows(page).filter({ hasText: 'What Proof Cannot Reach' });
    await expect(proof.getByText(/\d[\d,]* views/)).toBeVisible();
    const chaos = rows(page).filter({ hasText: 'Living at the Edge of Chaos' });
    await expect(chaos.getByText(/views?$/)).toHaveCount(0);
  });

  test('typing filters after the pause, sort buttons set sortBy, Clear resets the address', async ({ page }) => {
    await page.goto('/essays');
    await page.getByLabel('Search essays').fill('entropy');
    await expect(page).toHaveURL(/\/essays\?query=entropy$/, { timeout: 3000 });
    await expect(rows(page).filter({ hasText: 'Shannon' })).toBeVisible();

    await page.getByRole('button', { name: 'Popularity' }).click();
    await expect(page).toHaveURL(/sortBy=popularity/);
    await page.getByRole('button', { name: 'Date' }).click();
    await expect(page).not.toHaveURL(/sortBy/);

    await page.getByRole('button', { name: 'Clear' }).click();
    await expect(page).toHaveURL(/\/essays$/);
    await expect(page.getByLabel('Search essays')).toHaveValue('');
  });

  test('submitting the search puts it in the address at once', async ({ page }) => {
    await page.goto('/essays');
    const box = page.getByLabel('Search essays');
    await box.fill('grief');
    await box.press('Enter');
    await expect(page).toHaveURL(/query=grief/, { timeout: 400 });
  });

  test('tags show as "name (count)" and filter the list', async ({ page }) => {
    await page.goto('/essays');
    const tag = page.getByRole('link', { name: /^mathematics \(\d+\)$/ });
    await expect(tag).toBeVisible();
    await tag.click();
    await expect(page).toHaveURL(/tag=mathematics/);
    await expect(rows(page).filter({ hasText: "Euler's Identity" })).toBeVisible();
    await expect(rows(page).filter({ hasText: 'What Grief Knows' })).toHaveCount(0);
  });

  test('an essay opens from the list', async ({ page }) => {
    await page.goto('/essays');
    await page.getByRole('link', { name: 'What Proof Cannot Reach' }).click();
    await expect(page).toHaveURL(/\/essay\/what-proof-cannot-reach$/);
    await expect(page.getByRole('heading', { level: 1, name: 'What Proof Cannot Reach' })).toBeVisible();
  });

  test('the home page shows recent essays and journal entries with their links', async ({ page }) => {
    await page.goto('/');
    await scrollToSection(page, 'Recent essays');
    await expect(page.getByRole('link', { name: /^View All Essays \(\d+\)$/ })).toBeVisible();
    await scrollToSection(page, 'From the journal');
    await expect(page.getByRole('link', { name: 'View All Journal Entries' })).toBeVisible();
  });
});
