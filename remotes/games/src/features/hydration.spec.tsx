import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from '@testing-library/react';
import type { ComponentType, ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import CrosswordPage from './crossword/CrosswordPage';
import LifePage from './game-of-life/LifePage';
import MinesweeperPage from './minesweeper/MinesweeperPage';
import NonogramPage from './nonogram/NonogramPage';
import InvadersPage from './space-invaders/InvadersPage';
import SudokuPage from './sudoku/SudokuPage';
import SuguruPage from './suguru/SuguruPage';

const SEED_KEY = ['games', 'fresh-seed', 'default'];

beforeAll(() => {
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});

beforeEach(() => window.localStorage.clear());

/** A query client holding what the page's data carried: the seed the server drew for a bare address. */
function clientWithSeed() {
  const client = new QueryClient();
  client.setQueryData(SEED_KEY, 'server');
  return client;
}

function withClient(client: QueryClient, children: ReactNode) {
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** Best records only the browser has: the server cannot know them. */
const BROWSER_RECORDS = [
  'sudoku:medium',
  'minesweeper:intermediate',
  'suguru:medium',
  'nonogram:10',
  'crossword:know-thyself',
  'space-invaders:standard',
];

/**
 * Draws the page as the server does, then hydrates it as the browser does, which keeps best records the server
 * cannot see; returns what React complained of.
 */
async function hydrate(Page: ComponentType, address: string) {
  const html = renderToString(
    withClient(
      clientWithSeed(),
      <MemoryRouter initialEntries={[address]}>
        <Page />
      </MemoryRouter>,
    ),
  );
  for (const key of BROWSER_RECORDS) window.localStorage.setItem(`games:best:${key}`, '61000');
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const complaints: unknown[] = [];
  const consoleError = jest.spyOn(console, 'error').mockImplementation((...args) => complaints.push(args));
  await act(async () => {
    hydrateRoot(
      container,
      withClient(
        clientWithSeed(),
        <MemoryRouter initialEntries={[address]}>
          <Page />
        </MemoryRouter>,
      ),
      { onRecoverableError: (error) => complaints.push(error) },
    );
  });
  consoleError.mockRestore();
  container.remove();
  return complaints;
}

test.each([
  ['/games/sudoku', SudokuPage],
  ['/games/minesweeper', MinesweeperPage],
  ['/games/suguru', SuguruPage],
  ['/games/nonogram', NonogramPage],
  ['/games/crossword', CrosswordPage],
  ['/games/space-invaders', InvadersPage],
  ['/game-of-life', LifePage],
])('%s hydrates what the server drew, though the browser keeps a record', async (address, Page) => {
  expect(await hydrate(Page, address)).toEqual([]);
});
