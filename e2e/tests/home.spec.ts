import { expect, test } from './fixtures';
import { scrollToSection } from './helpers';

test.describe('the home page', () => {
  test('shows its sections, the quiz teaser with 3 cards and the 4 game cards', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: /Minesweeper/ }).first()).toBeVisible();
    await scrollToSection(page, 'Test yourself');
    const quizzes = page.getByRole('region', { name: 'Quizzes' });
    await expect(quizzes.getByRole('link', { name: /questions/ })).toHaveCount(3);
    await scrollToSection(page, 'Play');
    const games = page.getByRole('region', { name: 'Games' });
    for (const title of ['Game of Life', 'Sudoku', 'Minesweeper', 'Space Invaders']) {
      await expect(games.getByRole('link', { name: new RegExp(title) })).toBeVisible();
    }
    await expect(games.getByText('Easy', { exact: true })).toBeVisible();
    await expect(games.getByText('Medium', { exact: true })).toBeVisible();
    await expect(games.getByText('Variable', { exact: true })).toBeVisible();
  });

  test('sets the page metadata', async ({ page }) => {
    await page.goto('/essays');
    await expect(page).toHaveTitle(/Essays/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/essays$/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'index,follow');
    await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute('content', '1200');
    await expect(page.locator('meta[property="og:image:height"]')).toHaveAttribute('content', '630');
    await expect(page.locator('meta[name="viewport"]')).toHaveAttribute('content', /maximum-scale=5/);
  });
});
