import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentParams, renderWithProviders } from '@site/testing';
import { fromSeed, type Level } from './engine';
import SudokuPage from './SudokuPage';

// One puzzle per test can start almost finished, so the win is reachable through the UI.
const nearSeeds = new Set<string>();
jest.mock('./engine', () => {
  const actual = jest.requireActual('./engine');
  return {
    ...actual,
    fromSeed: (seed: string, level: Level) => {
      const state = actual.fromSeed(seed, level);
      return nearSeeds.has(seed) ? actual.nearlyComplete(state, 1) : state;
    },
  };
});

beforeEach(() => {
  nearSeeds.clear();
  window.localStorage.clear();
});

const cell = (row: number, col: number) =>
  screen.getByRole('gridcell', { name: new RegExp(`^Row ${row}, column ${col},`) });

function firstEmpty(seed: string, level: Level) {
  const state = fromSeed(seed, level);
  const index = state.values.findIndex((v) => !v);
  return { state, index, row: Math.floor(index / 9) + 1, col: (index % 9) + 1 };
}

test('draws the puzzle from the seed in the address', () => {
  renderWithProviders(<SudokuPage />, { route: '/games/sudoku?seed=abc&level=easy' });
  const grid = screen.getByRole('grid', { name: 'Sudoku grid' });
  expect(within(grid).getAllByRole('row')).toHaveLength(9);
  expect(within(grid).getAllByRole('gridcell')).toHaveLength(81);
  const { state } = firstEmpty('abc', 'easy');
  const given = state.givens.findIndex(Boolean);
  expect(cell(Math.floor(given / 9) + 1, (given % 9) + 1).getAttribute('aria-label')).toMatch(
    new RegExp(`, ${state.givens[given]}, given$`),
  );
  expect((screen.getByLabelText('Difficulty') as HTMLSelectElement).value).toBe('easy');
});

test('its head names the game and its canonical address, as the first HTML does', () => {
  renderWithProviders(<SudokuPage />, { route: '/games/sudoku?seed=abc&level=easy' });
  expect(document.title).toBe('Sudoku | Commonplace');
  expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/^Play Sudoku/);
  expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('http://localhost/games/sudoku');
});

test('digits typed on the keyboard and clicked on the pad fill cells; undo and redo take them back', async () => {
  const user = userEvent.setup();
  renderWithProviders(<SudokuPage />, { route: '/games/sudoku?seed=abc&level=easy' });
  const { row, col } = firstEmpty('abc', 'easy');
  await user.click(cell(row, col));
  await user.keyboard('5');
  expect(cell(row, col).getAttribute('aria-label')).toBe(`Row ${row}, column ${col}, 5`);
  await user.click(screen.getByRole('button', { name: 'Enter 7' }));
  expect(cell(row, col).getAttribute('aria-label')).toBe(`Row ${row}, column ${col}, 7`);
  await user.click(screen.getByRole('button', { name: 'Undo' }));
  expect(cell(row, col).getAttribute('aria-label')).toBe(`Row ${row}, column ${col}, 5`);
  await user.keyboard('{Control>}z{/Control}');
  expect(cell(row, col).getAttribute('aria-label')).toBe(`Row ${row}, column ${col}, empty`);
  await user.click(screen.getByRole('button', { name: 'Redo' }));
  expect(cell(row, col).getAttribute('aria-label')).toBe(`Row ${row}, column ${col}, 5`);
  await user.click(cell(row, col));
  await user.keyboard('{Backspace}');
  expect(cell(row, col).getAttribute('aria-label')).toBe(`Row ${row}, column ${col}, empty`);
});

test('arrow keys move the focused cell and notes mode pencils digits in', async () => {
  const user = userEvent.setup();
  renderWithProviders(<SudokuPage />, { route: '/games/sudoku?seed=abc&level=easy' });
  await user.click(cell(1, 1));
  await user.keyboard('{ArrowRight}{ArrowDown}');
  expect(document.activeElement).toBe(cell(2, 2));
  const { row, col } = firstEmpty('abc', 'easy');
  await user.click(cell(row, col));
  await user.keyboard('n');
  expect(screen.getByRole('button', { name: 'Notes' }).getAttribute('aria-pressed')).toBe('true');
  await user.keyboard('3');
  await user.keyboard('8');
  expect(cell(row, col).getAttribute('aria-label')).toBe(`Row ${row}, column ${col}, empty, notes 3 8`);
});

test('Check marks wrong digits and Hint explains and fills a cell', async () => {
  const user = userEvent.setup();
  renderWithProviders(<SudokuPage />, { route: '/games/sudoku?seed=abc&level=easy' });
  const { state, row, col, index } = firstEmpty('abc', 'easy');
  const wrong = (state.solution[index] % 9) + 1;
  await user.click(cell(row, col));
  await user.keyboard(String(wrong));
  await user.click(screen.getByRole('button', { name: 'Check' }));
  expect(cell(row, col).getAttribute('aria-label')).toMatch(/mistake$/);
  await user.keyboard('{Delete}');
  await user.click(screen.getByRole('button', { name: 'Hint' }));
  expect(screen.getAllByRole('gridcell').filter((c) => c.classList.contains('is-hinted')).length).toBeGreaterThan(0);
  expect(screen.getByRole('button', { name: 'Undo' }).hasAttribute('disabled')).toBe(false);
});

test('filling the last cell shows Solved! and records the best time', async () => {
  nearSeeds.add('near1');
  const user = userEvent.setup();
  renderWithProviders(<SudokuPage />, { route: '/games/sudoku?seed=near1&level=easy' });
  const full = fromSeed('near1', 'easy');
  const index = full.values.findIndex((v) => !v);
  await user.click(cell(Math.floor(index / 9) + 1, (index % 9) + 1));
  await user.keyboard(String(full.solution[index]));
  expect(screen.getByRole('heading', { name: 'Solved!' })).toBeTruthy();
  expect(window.localStorage.getItem('games:best:sudoku:easy')).not.toBeNull();
});

test('New game writes a fresh seed into the address, and a level change keeps it', async () => {
  const user = userEvent.setup();
  renderWithProviders(<SudokuPage />, { route: '/games/sudoku?seed=abc&level=easy' });
  await user.click(screen.getByRole('button', { name: 'New game' }));
  expect(currentParams().get('seed')).not.toBe('abc');
  expect(currentParams().get('level')).toBe('easy');
  act(() => {
    fireEvent.change(screen.getByLabelText('Difficulty'), { target: { value: 'hard' } });
  });
  expect(currentParams().get('level')).toBe('hard');
});

test('an address without a seed gets one', async () => {
  renderWithProviders(<SudokuPage />, { route: '/games/sudoku' });
  await waitFor(() => expect(currentParams().get('seed')).toMatch(/\w+/));
  expect(screen.getByRole('grid', { name: 'Sudoku grid' })).toBeTruthy();
  expect(currentParams().get('level')).toBe('medium');
});

test('an address without a seed plays the seed the server drew, which the page data carries', async () => {
  renderWithProviders(<SudokuPage />, {
    route: '/games/sudoku?level=easy',
    queryData: [[['games', 'fresh-seed', 'default'], 'drawn']],
  });
  // Drawn at once, as the server drew it: nothing to wait for.
  const { state } = firstEmpty('drawn', 'easy');
  const given = state.givens.findIndex(Boolean);
  expect(cell(Math.floor(given / 9) + 1, (given % 9) + 1).getAttribute('aria-label')).toMatch(
    new RegExp(`, ${state.givens[given]}, given$`),
  );
  expect(currentParams().get('seed')).toBe('drawn');
  expect(currentParams().get('level')).toBe('easy');
});
