import { lazy } from 'react';
import type { RemoteModules } from '@site/contracts';
import { OwnedRoutes, type Screens } from '@site/shell-api';
import { Spinner } from '@site/ui';

const screens: Screens<'games'> = {
  games: lazy(() => import('../features/hub/GamesHubPage')),
  sudoku: lazy(() => import('../features/sudoku/SudokuPage')),
  minesweeper: lazy(() => import('../features/minesweeper/MinesweeperPage')),
  suguru: lazy(() => import('../features/suguru/SuguruPage')),
  nonogram: lazy(() => import('../features/nonogram/NonogramPage')),
  crossword: lazy(() => import('../features/crossword/CrosswordPage')),
  spaceInvaders: lazy(() => import('../features/space-invaders/InvadersPage')),
  gameOfLife: lazy(() => import('../features/game-of-life/LifePage')),
};

/** The games remote's routes; the shell mounts this under its root catch-all. */
export default function App(_props: RemoteModules['games']['App']) {
  return <OwnedRoutes owner="games" screens={screens} loading={<Spinner label="Loading game" />} />;
}
