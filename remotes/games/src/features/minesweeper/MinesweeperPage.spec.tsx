import { act, createEvent, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentParams, renderWithProviders } from '@site/testing';
import { generateBoard, MINES_LEVELS, solveBoard } from './engine';
import { LONG_PRESS_MS } from './use-long-press';
import MinesweeperPage from './MinesweeperPage';

beforeEach(() => window.localStorage.clear());

const cellAt = (index: number) => document.querySelector<HTMLElement>(`[data-cell="${index}"]`)!;

/** jsdom has no PointerEvent, so the pointer type is set on a plain event. */
function touchDown(element: HTMLElement) {
  const event = createEvent.pointerDown(element);
  Object.defineProperty(event, 'pointerType', { value: 'touch' });
  fireEvent(element, event);
}

test('draws a beginner field from the address with a mine counter', () => {
  renderWithProviders(<MinesweeperPage />, { route: '/games/minesweeper?seed=m1&level=beginner' });
  const grid = screen.getByRole('grid', { name: 'Minefield' });
  expect(within(grid).getAllByRole('row')).toHaveLength(9);
  expect(within(grid).getAllByRole('gridcell')).toHaveLength(81);
  expect(screen.getByRole('gridcell', { name: 'Row 1, column 1, hidden' })).toBeTruthy();
  expect(screen.getByText('Mines left').nextElementSibling?.textContent).toBe('10');
});

test('defaults to the medium field', () => {
  renderWithProviders(<MinesweeperPage />, { route: '/games/minesweeper?seed=m1' });
  expect(screen.getAllByRole('gridcell')).toHaveLength(256);
  expect(currentParams().get('level')).toBe('intermediate');
});

test('keyboard: arrows move, F flags, Enter reveals', async () => {
  const user = userEvent.setup();
  renderWithProviders(<MinesweeperPage />, { route: '/games/minesweeper?seed=m1&level=beginner' });
  act(() => cellAt(0).focus());
  await user.keyboard('{ArrowRight}{ArrowDown}f');
  expect(screen.getByRole('gridcell', { name: 'Row 2, column 2, flagged' })).toBe(document.activeElement);
  expect(screen.getByText('Mines left').nextElementSibling?.textContent).toBe('9');
  await user.keyboard('f{ArrowDown}{ArrowDown}{Enter}');
  expect(screen.getByRole('gridcell', { name: /^Row 4, column 2, (no mines|\d mines? around)/ })).toBeTruthy();
});

test('right click flags and a touch long-press flags without revealing', () => {
  jest.useFakeTimers();
  try {
    renderWithProviders(<MinesweeperPage />, { route: '/games/minesweeper?seed=m1&level=beginner' });
    fireEvent.contextMenu(cellAt(0));
    expect(cellAt(0).getAttribute('aria-label')).toBe('Row 1, column 1, flagged');
    touchDown(cellAt(1));
    act(() => {
      jest.advanceTimersByTime(LONG_PRESS_MS);
    });
    fireEvent.pointerUp(cellAt(1));
    fireEvent.click(cellAt(1));
    expect(cellAt(1).getAttribute('aria-label')).toBe('Row 1, column 2, flagged');
  } finally {
    jest.useRealTimers();
  }
});

test("playing the solver's safe clicks with the mouse wins and records the time", async () => {
  const user = userEvent.setup();
  renderWithProviders(<MinesweeperPage />, { route: '/games/minesweeper?seed=m1&level=beginner' });
  const first = 40;
  const solution = solveBoard(generateBoard('m1', MINES_LEVELS.beginner, first), first);
  expect(solution.solved).toBe(true);
  await user.click(cellAt(first));
  for (const cell of solution.safeClicks) fireEvent.click(cellAt(cell));
  expect(screen.getByRole('heading', { name: 'You win!' })).toBeTruthy();
  expect(screen.getByText('Mines left').nextElementSibling?.textContent).toBe('0');
  expect(window.localStorage.getItem('games:best:minesweeper:beginner')).not.toBeNull();
});

test('revealing a mine loses and shows every mine and wrong flag', () => {
  renderWithProviders(<MinesweeperPage />, { route: '/games/minesweeper?seed=m1&level=beginner' });
  const first = 40;
  const board = generateBoard('m1', MINES_LEVELS.beginner, first);
  fireEvent.click(cellAt(first));
  const safeHidden = board.mines.findIndex((m, i) => !m && cellAt(i).getAttribute('data-view') === 'hidden');
  fireEvent.contextMenu(cellAt(safeHidden));
  fireEvent.click(cellAt(board.mines.indexOf(true)));
  expect(screen.getByRole('heading', { name: 'Game over' })).toBeTruthy();
  expect(screen.getAllByRole('gridcell', { name: /(exploded )?mine$/ })).toHaveLength(10);
  expect(cellAt(safeHidden).getAttribute('aria-label')).toMatch(/wrong flag$/);
});

test('New game writes a fresh seed into the address', async () => {
  const user = userEvent.setup();
  renderWithProviders(<MinesweeperPage />, { route: '/games/minesweeper?seed=m1&level=beginner' });
  await user.click(screen.getByRole('button', { name: 'New game' }));
  expect(currentParams().get('seed')).not.toBe('m1');
  expect(currentParams().get('level')).toBe('beginner');
});
