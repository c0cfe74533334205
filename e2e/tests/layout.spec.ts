import { expect, test } from './fixtures';
import { banner } from './helpers';

test.describe('the frame around every page', () => {
  for (const path of ['/', '/essays', '/journal', '/quizzes', '/games', '/library', '/auth', '/no/such/page']) {
    test(`shows the red banner on ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(banner(page)).toBeVisible();
      // Retried: the app may be taking the server's banner over just then, with an identical one. Red, or its darker
      // hover (the headless browser's pointer rests at the top left, over the banner).
      await expect(banner(page)).toHaveCSS('background-color', /rgb\((1[3-9]\d|2\d\d), \d{1,2}, \d{1,2}\)/);
    });
  }

  test('answers an unknown path with 404 and the not-found page', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Essays' }).first()).toBeVisible();
  });

  test('header search goes to /search with the trimmed term and ignores blanks', async ({ page }) => {
    await page.goto('/');
    const search = page.getByPlaceholder('Search site...');
    await search.fill('   ');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/$/);
    await search.fill('  entropy  ');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=entropy$/);
    await expect(page.getByRole('heading', { name: /Search results for .entropy./ })).toBeVisible();
  });

  test('the side menu opens, locks scrolling and closes on Escape', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).first().click();
    const menu = page.getByRole('dialog');
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Login / Register' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Philosophy' })).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
  });

  test('below 768 px the fixed mobile bar replaces the header', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    const bar = page.getByRole('navigation', { name: 'Mobile' });
    await expect(bar).toBeVisible();
    for (const name of ['Home', 'Essays', 'Library', 'Courses', 'Sign up']) {
      await expect(bar.getByRole('link', { name })).toBeVisible();
    }
    await expect(page.getByPlaceholder('Search site...')).toBeHidden();
    await bar.getByRole('button', { name: 'Open search' }).click();
    const search = page.getByPlaceholder('Search...');
    await search.fill('time');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=time$/);
    const position = await bar.evaluate((el) => getComputedStyle(el.parentElement!).position);
    expect(position).toBe('fixed');
  });
});
