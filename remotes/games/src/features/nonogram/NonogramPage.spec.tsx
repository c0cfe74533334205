import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentParams, renderWithProviders } from '@site/testing';
import { nonogramFromSeed } from './engine';
import NonogramPage from './NonogramPage';

beforeEach(() => window.localStorage.clear());

const cellAt = (index: number) => document.querySelector<HTMLElement>(`[data-cell="${index}"]`)!;
const label = (index: number) => cellAt(index).getAttribute('aria-label');

/** jsdom has no PointerEvent; a mouse event of the pointer type carries the button. */
function pointer(target: Element, type: string, button = 0) {
  fireEvent(target, new MouseEvent(type, { bubbles: true, button }));
}

function click(index: number, button = 0) {
  pointer(cellAt(index), 'pointerdown', button);
  pointer(cellAt(index), 'pointerup', button);
}

test('draws a 5×5 puzzle with its clues from the address', () => {
  renderWithProviders(<NonogramPage />, { route: '/games/nonogram?seed=n1&level=5' });
  expect(screen.getAllByRole('gridcell')).toHaveLength(25);
  expect(screen.getAllByRole('columnheader')).toHaveLength(5);
  const { puzzle } = nonogramFromSeed('n1', 5);
  // An empty line's clue is already satisfied, so it may carry ", done".
  expect(screen.getAllByRole('rowheader')[0].getAttribute('aria-label')).toMatch(
    new RegExp(`^Row 1 clue ${puzzle.clues.rows[0].join(' ') || '0'}(, done)?$`),
  );
});

test('clicks cycle fill, cross and clear; right click crosses; undo and redo', async () => {
  const user = userEvent.setup();
  renderWithProviders(<NonogramPage />, { route: '/games/nonogram?seed=n1&level=5' });
  click(0);
  expect(label(0)).toBe('Row 1, column 1, filled');
  click(0);
  expect(label(0)).toBe('Row 1, column 1, crossed out');
  click(0);
  expect(label(0)).toBe('Row 1, column 1, empty');
  click(1, 2);
  expect(label(1)).toBe('Row 1, column 2, crossed out');
  await user.click(screen.getByRole('button', { name: 'Undo' }));
  expect(label(1)).toBe('Row 1, column 2, empty');
  await user.click(screen.getByRole('button', { name: 'Redo' }));
  expect(label(1)).toBe('Row 1, column 2, crossed out');
});

test('dragging fills a straight run', () => {
  renderWithProviders(<NonogramPage />, { route: '/games/nonogram?seed=n1&level=5' });
  pointer(cellAt(5), 'pointerdown');
  pointer(cellAt(7), 'pointermove');
  pointer(cellAt(9), 'pointermove');
  pointer(cellAt(9), 'pointerup');
  for (const i of [5, 6, 7, 8, 9]) expect(label(i)).toMatch(/filled$/);
});

test('the keyboard moves, fills and crosses', async () => {
  const user = userEvent.setup();
  renderWithProviders(<NonogramPage />, { route: '/games/nonogram?seed=n1&level=5' });
  act(() => cellAt(0).focus());
  await user.keyboard('{ArrowRight}{Enter}{ArrowDown}x');
  expect(label(1)).toMatch(/filled$/);
  expect(label(6)).toMatch(/crossed out$/);
  await user.keyboard('{Control>}z{/Control}');
  expect(label(6)).toMatch(/empty$/);
});

test('filling the picture solves the puzzle and greys out the clues', () => {
  renderWithProviders(<NonogramPage />, { route: '/games/nonogram?seed=n1&level=5' });
  const { puzzle } = nonogramFromSeed('n1', 5);
  puzzle.solution.forEach((filled, i) => {
    if (filled) click(i);
  });
  expect(screen.getByRole('heading', { name: 'Solved!' })).toBeTruthy();
  expect(screen.getAllByRole('rowheader').every((h) => h.getAttribute('aria-label')?.endsWith(', done'))).toBe(true);
  expect(window.localStorage.getItem('games:best:nonogram:5')).not.toBeNull();
});

test('New game writes a fresh seed into the address', async () => {
  const user = userEvent.setup();
  renderWithProviders(<NonogramPage />, { route: '/games/nonogram?seed=n1&level=5' });
  await user.click(screen.getByRole('button', { name: 'New game' }));
  expect(currentParams().get('seed')).not.toBe('n1');
  expect(currentParams().get('level')).toBe('5');
});
