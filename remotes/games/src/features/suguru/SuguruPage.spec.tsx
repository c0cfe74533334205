import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentParams, renderWithProviders } from '@site/testing';
import { suguruFromSeed } from './engine';
import SuguruPage from './SuguruPage';

beforeEach(() => window.localStorage.clear());

const cellAt = (index: number) => document.querySelector<HTMLElement>(`[data-cell="${index}"]`)!;

test('draws the puzzle from the address with its givens', () => {
  renderWithProviders(<SuguruPage />, { route: '/games/suguru?seed=s1&level=easy' });
  const grid = screen.getByRole('grid', { name: 'Suguru grid' });
  expect(within(grid).getAllByRole('row')).toHaveLength(6);
  expect(within(grid).getAllByRole('gridcell')).toHaveLength(36);
  const { puzzle } = suguruFromSeed('s1', 'easy');
  const given = puzzle.givens.findIndex(Boolean);
  expect(cellAt(given).getAttribute('aria-label')).toMatch(new RegExp(`, ${puzzle.givens[given]}, given$`));
});

test('typing and clicking digits fill cells; undo and redo; solving shows Solved!', async () => {
  const user = userEvent.setup();
  renderWithProviders(<SuguruPage />, { route: '/games/suguru?seed=s1&level=easy' });
  const { puzzle } = suguruFromSeed('s1', 'easy');
  const empty = puzzle.givens.flatMap((g, i) => (g ? [] : [i]));
  await user.click(cellAt(empty[0]));
  await user.keyboard(String(puzzle.solution[empty[0]]));
  expect(cellAt(empty[0]).getAttribute('aria-label')).toMatch(new RegExp(`, ${puzzle.solution[empty[0]]}$`));
  await user.click(screen.getByRole('button', { name: 'Undo' }));
  expect(cellAt(empty[0]).getAttribute('aria-label')).toMatch(/, empty$/);
  await user.keyboard('{Control>}y{/Control}');
  expect(cellAt(empty[0]).getAttribute('aria-label')).toMatch(new RegExp(`, ${puzzle.solution[empty[0]]}$`));
  for (const cell of empty.slice(1)) {
    await user.click(cellAt(cell));
    await user.click(screen.getByRole('button', { name: `Enter ${puzzle.solution[cell]}` }));
  }
  expect(screen.getByRole('heading', { name: 'Solved!' })).toBeTruthy();
  expect(window.localStorage.getItem('games:best:suguru:easy')).not.toBeNull();
});

test('New game writes a fresh seed into the address', async () => {
  const user = userEvent.setup();
  renderWithProviders(<SuguruPage />, { route: '/games/suguru?seed=s1&level=easy' });
  await user.click(screen.getByRole('button', { name: 'New game' }));
  expect(currentParams().get('seed')).not.toBe('s1');
  expect(currentParams().get('level')).toBe('easy');
});
