import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentParams, renderWithProviders } from '@site/testing';
import { CROSSWORDS, crosswordById, layoutOf } from './engine';
import CrosswordPage from './CrosswordPage';

// Cold Snap opens on 1 Across ION, then 4 Across SOB; 8 Down is RELAY.
const URL = '/games/crossword?puzzle=cold-snap';
const layout = layoutOf(crosswordById('cold-snap')!);

beforeEach(() => window.localStorage.clear());

const cellAt = (index: number) => document.querySelector<HTMLElement>(`[data-cell="${index}"]`)!;
const label = (index: number) => cellAt(index).getAttribute('aria-label');
const clueBar = () => screen.getByText(/^\d+ (Across|Down):$/).parentElement!.textContent;

test('draws the grid and both clue lists of the puzzle in the address', () => {
  renderWithProviders(<CrosswordPage />, { route: URL });
  const grid = screen.getByRole('grid', { name: 'Crossword grid, Cold Snap' });
  expect(within(grid).getAllByRole('row')).toHaveLength(9);
  expect(within(grid).getAllByRole('gridcell')).toHaveLength(81);
  expect(within(grid).getAllByRole('gridcell', { name: 'Black square' })[0].hasAttribute('tabindex')).toBe(false);
  expect(label(0)).toBe('1 Across, letter 1 of 3, empty');
  expect(cellAt(0).tabIndex).toBe(0);
  const across = screen.getByRole('region', { name: 'Across' });
  const down = screen.getByRole('region', { name: 'Down' });
  expect(within(across).getAllByRole('button')).toHaveLength(15);
  expect(within(down).getByRole('button', { name: '8 Down: Race with a baton' })).toBeTruthy();
  expect(within(across).getByRole('button', { name: '1 Across: Charged atom' }).getAttribute('aria-current')).toBe(
    'true',
  );
  expect(clueBar()).toBe('1 Across: Charged atom');
  expect((screen.getByLabelText('Puzzle') as HTMLSelectElement).value).toBe('cold-snap');
  expect(screen.getByLabelText('Time').textContent).toBe('00:00');
});

test('typing fills the word and moves along it; Backspace steps back; arrows move', async () => {
  const user = userEvent.setup();
  renderWithProviders(<CrosswordPage />, { route: URL });
  await user.click(cellAt(0));
  // A second click on the cursor cell turns it to 1 Down; arrowing right turns it back to Across.
  expect(label(0)).toBe('1 Down, letter 1 of 3, empty');
  await user.keyboard('{ArrowRight}');
  expect(label(0)).toBe('1 Across, letter 1 of 3, empty');
  await user.keyboard('io');
  expect(label(0)).toBe('1 Across, letter 1 of 3, I');
  expect(label(1)).toBe('1 Across, letter 2 of 3, O');
  expect(document.activeElement).toBe(cellAt(2));
  await user.keyboard('{Backspace}');
  expect(label(1)).toBe('1 Across, letter 2 of 3, empty');
  expect(document.activeElement).toBe(cellAt(1));
  await user.keyboard('{ArrowDown}{ArrowDown}');
  expect(document.activeElement).toBe(cellAt(layout.width + 1));
  await user.click(screen.getByRole('button', { name: 'Undo' }));
  // Undo brings the letter back, and the cursor to where it stood after that edit.
  expect(label(1)).toBe('1 Across, letter 2 of 3, O');
  expect(clueBar()).toBe('1 Across: Charged atom');
});

test('Tab and Shift+Tab move to the next and previous word', async () => {
  const user = userEvent.setup();
  renderWithProviders(<CrosswordPage />, { route: URL });
  await user.click(cellAt(1));
  await user.keyboard('{Tab}');
  expect(clueBar()).toBe('4 Across: Cry noisily');
  expect(document.activeElement).toBe(cellAt(layout.entries[1].cells[0]));
  expect(document.activeElement?.getAttribute('aria-label')).toBe('4 Across, letter 1 of 3, empty');
  await user.keyboard('{Shift>}{Tab}{/Shift}');
  expect(clueBar()).toBe('1 Across: Charged atom');
  expect(document.activeElement).toBe(cellAt(0));
});

test('clicking a clue selects its word and puts focus in the grid', async () => {
  const user = userEvent.setup();
  renderWithProviders(<CrosswordPage />, { route: URL });
  const clue = screen.getByRole('button', { name: '8 Down: Race with a baton' });
  await user.click(clue);
  expect(clue.getAttribute('aria-current')).toBe('true');
  expect(clueBar()).toBe('8 Down: Race with a baton');
  const start = layout.entries.find((e) => e.id === '8-down')!.cells[0];
  expect(document.activeElement).toBe(cellAt(start));
  expect(label(start)).toBe('8 Down, letter 1 of 5, empty');
  await user.keyboard('r');
  expect(label(start)).toBe('8 Down, letter 1 of 5, R');
});

test('Check word marks a wrong letter and says how many', async () => {
  const user = userEvent.setup();
  renderWithProviders(<CrosswordPage />, { route: URL });
  await user.click(cellAt(1));
  await user.click(cellAt(0));
  await user.keyboard('ixn');
  await user.click(screen.getByRole('button', { name: 'Check word' }));
  expect(label(1)).toBe('1 Across, letter 2 of 3, X, wrong');
  expect(label(0)).toBe('1 Across, letter 1 of 3, I');
  expect(cellAt(1).classList.contains('is-wrong')).toBe(true);
  expect(screen.getByText('1 wrong letter in 1 Across.').getAttribute('role')).toBe('status');
});

test('Reveal puzzle fills every square, marks them revealed and shows Solved! without a best time', async () => {
  const user = userEvent.setup();
  renderWithProviders(<CrosswordPage />, { route: URL });
  await user.click(screen.getByRole('button', { name: 'Reveal puzzle' }));
  expect(screen.getByRole('heading', { name: 'Solved!' })).toBeTruthy();
  expect(label(0)).toBe('1 Across, letter 1 of 3, I, revealed');
  expect(screen.getByRole('button', { name: 'Check word' }).hasAttribute('disabled')).toBe(true);
  expect(window.localStorage.getItem('games:best:crossword:cold-snap')).toBeNull();
});

test('solving by hand shows Solved! and stores the best time for the puzzle', () => {
  renderWithProviders(<CrosswordPage />, { route: URL });
  layout.solution.forEach((letter, cell) => {
    if (!letter) return;
    fireEvent.click(cellAt(cell));
    fireEvent.keyDown(cellAt(cell), { key: letter.toLowerCase() });
  });
  expect(screen.getByRole('heading', { name: 'Solved!' }).closest('[aria-live="polite"]')).toBeTruthy();
  expect(window.localStorage.getItem('games:best:crossword:cold-snap')).not.toBeNull();
});

test('choosing another puzzle writes it into the address and loads it', () => {
  renderWithProviders(<CrosswordPage />, { route: URL });
  act(() => {
    fireEvent.change(screen.getByLabelText('Puzzle'), { target: { value: 'falling' } });
  });
  expect(currentParams().get('puzzle')).toBe('falling');
  expect(screen.getByRole('grid', { name: 'Crossword grid, Falling' })).toBeTruthy();
});

test('an address without a puzzle gets the first one', () => {
  renderWithProviders(<CrosswordPage />, { route: '/games/crossword' });
  expect(currentParams().get('puzzle')).toBe(CROSSWORDS[0].id);
});

test('the clock starts on the first letter', () => {
  jest.useFakeTimers();
  try {
    renderWithProviders(<CrosswordPage />, { route: URL });
    act(() => jest.advanceTimersByTime(5000));
    expect(screen.getByLabelText('Time').textContent).toBe('00:00');
    fireEvent.keyDown(cellAt(0), { key: 'i' });
    act(() => jest.advanceTimersByTime(3000));
    expect(screen.getByLabelText('Time').textContent).toBe('00:03');
  } finally {
    jest.useRealTimers();
  }
});
