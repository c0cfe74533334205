import { expect, test, type Page } from './fixtures';
import { solve } from '../support/solve';

const cell = (page: Page, row: number, column: number) =>
  page.getByRole('gridcell', { name: new RegExp(`^Row ${row}, column ${column},`) });

test.describe('games', () => {
  const hubCards = [
    ['Sudoku', 'Sudoku'],
    ['Minesweeper', 'Minesweeper'],
    ['Suguru', 'Suguru'],
    ['Nonogram', 'Nonogram'],
    ['Crossword', 'Crossword'],
    ['Space Invaders', 'Space Invaders'],
    ['Game of Life', 'Game of Life'],
  ];
  for (const [card, heading] of hubCards) {
    test(`${card} opens from /games`, async ({ page }) => {
      await page.goto('/games');
      await page
        .getByRole('link', { name: new RegExp(card) })
        .first()
        .click();
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    });
  }

  test('sudoku: a move, undo, and the whole grid solved from its seed', async ({ page }) => {
    const seed = 'e2e-sudoku';
    const puzzle = solve<{ givens: number[]; solution: number[] }>('sudoku', seed, 'easy');
    await page.goto(`/games/sudoku?seed=${seed}&level=easy`);
    const empty = puzzle.givens.flatMap((given, index) => (given === 0 ? [index] : []));

    const first = empty[0];
    const [row, column] = [Math.floor(first / 9) + 1, (first % 9) + 1];
    await cell(page, row, column).click();
    await page.keyboard.press(String(puzzle.solution[first]));
    await expect(cell(page, row, column)).toHaveAttribute(
      'aria-label',
      `Row ${row}, column ${column}, ${puzzle.solution[first]}`,
    );
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(cell(page, row, column)).toHaveAttribute('aria-label', `Row ${row}, column ${column}, empty`);

    for (const index of empty) {
      await cell(page, Math.floor(index / 9) + 1, (index % 9) + 1).click();
      await page.keyboard.press(String(puzzle.solution[index]));
    }
    await expect(page.getByRole('heading', { name: 'Solved!' })).toBeVisible();
  });

  test("minesweeper: beginner won by the logic solver's moves", async ({ page }) => {
    const seed = 'e2e-mines';
    const firstClick = 40;
    const { width, safeClicks } = solve<{ width: number; safeClicks: number[] }>(
      'minesweeper',
      seed,
      'beginner',
      String(firstClick),
    );
    await page.goto(`/games/minesweeper?seed=${seed}&level=beginner`);
    const at = (index: number) => cell(page, Math.floor(index / width) + 1, (index % width) + 1);
    for (const index of [firstClick, ...safeClicks]) {
      const target = at(index);
      if ((await target.getAttribute('aria-label'))?.endsWith('hidden')) await target.click();
    }
    await expect(page.getByRole('heading', { name: 'You win!' })).toBeVisible();
  });

  test('nonogram: fill a cell and undo it', async ({ page }) => {
    await page.goto('/games/nonogram?seed=e2e-nonogram&level=5');
    await cell(page, 1, 1).click();
    await expect(cell(page, 1, 1)).toHaveAttribute('aria-label', 'Row 1, column 1, filled');
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(cell(page, 1, 1)).toHaveAttribute('aria-label', 'Row 1, column 1, empty');
  });

  test('suguru: enter a digit and undo it', async ({ page }) => {
    await page.goto('/games/suguru?seed=e2e-suguru&level=easy');
    const target = page.getByRole('gridcell', { name: /, empty$/ }).first();
    const label = (await target.getAttribute('aria-label'))!;
    await target.click();
    await page.keyboard.press('1');
    await expect(page.getByRole('gridcell', { name: label.replace(/empty$/, '1') })).toBeVisible();
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(page.getByRole('gridcell', { name: label })).toBeVisible();
  });

  test('crossword: type a letter and undo it', async ({ page }) => {
    await page.goto('/games/crossword');
    // Clicking the cell that already has the cursor turns the direction, so either word may be named.
    await page.getByRole('gridcell', { name: /^1 Across, letter 1 of \d+, empty/ }).click();
    await page.keyboard.press('a');
    await expect(page.getByRole('gridcell', { name: /^1 (Across|Down), letter 1 of \d+, A$/ })).toBeVisible();
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(page.getByRole('gridcell', { name: /^1 (Across|Down), letter 1 of \d+, empty$/ })).toBeVisible();
  });

  test('game of life: Step advances one generation', async ({ page }) => {
    await page.goto('/game-of-life');
    await page.getByRole('button', { name: 'Step' }).click();
    await expect(page.getByRole('img', { name: /generation 1,/ })).toBeVisible();
  });

  test('space invaders: plays and pauses', async ({ page }) => {
    await page.goto('/games/space-invaders');
    const field = page.getByRole('img', { name: /Space Invaders field: wave 1, score \d+, 3 lives/ });
    await expect(field).toBeVisible();
    await page.keyboard.press('p');
    await expect(page.getByText(/Paused/).first()).toBeVisible();
  });
});
