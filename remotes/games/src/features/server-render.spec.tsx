/** @jest-environment node */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import CrosswordPage from './crossword/CrosswordPage';
import LifePage from './game-of-life/LifePage';
import GamesHubPage from './hub/GamesHubPage';
import MinesweeperPage from './minesweeper/MinesweeperPage';
import NonogramPage from './nonogram/NonogramPage';
import InvadersPage from './space-invaders/InvadersPage';
import SudokuPage from './sudoku/SudokuPage';
import SuguruPage from './suguru/SuguruPage';
import GameTeaser from '../exposes/GameTeaser';

/** As the render service draws a page: no window, no document, and the seed it drew for a bare address. */
function drawOnServer(Page: ComponentType, address: string, client = new QueryClient()) {
  client.setQueryData(['games', 'fresh-seed', 'default'], 'server');
  return renderToString(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[address]}>
        <Page />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

test.each([
  ['/games', GamesHubPage, 'Games'],
  ['/games/sudoku', SudokuPage, 'Sudoku'],
  ['/games/minesweeper', MinesweeperPage, 'Minesweeper'],
  ['/games/suguru', SuguruPage, 'Suguru'],
  ['/games/nonogram', NonogramPage, 'Nonogram'],
  ['/games/crossword', CrosswordPage, 'Crossword'],
  ['/games/space-invaders', InvadersPage, 'Space Invaders'],
  ['/game-of-life', LifePage, 'Game of Life'],
])('%s draws on the server', (address, Page, heading) => {
  expect(typeof document).toBe('undefined');
  expect(drawOnServer(Page, address)).toContain(`<h1>${heading}</h1>`);
});

test('a bare address draws the puzzle of the seed the server drew', () => {
  const html = drawOnServer(SudokuPage, '/games/sudoku');
  expect(html).toContain('aria-label="Sudoku grid"');
});

test("the puzzle the server made is in the page's query cache, so the browser does not make it again", () => {
  const client = new QueryClient();
  const html = drawOnServer(SudokuPage, '/games/sudoku', client);
  const puzzle = client.getQueryData<{ givens: number[] }>(['games', 'sudoku', 'puzzle', 'server', 'medium']);
  expect(puzzle?.givens).toHaveLength(81);
  expect(html).toContain(`aria-label="Sudoku grid"`);
});

test('the home teaser draws on the server', () => {
  expect(drawOnServer(GameTeaser, '/')).toContain('href="/games/sudoku"');
});
