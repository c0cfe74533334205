import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Spinner } from '@site/ui';

const GamesHubPage = lazy(() => import('../features/hub/GamesHubPage'));
const SudokuPage = lazy(() => import('../features/sudoku/SudokuPage'));
const MinesweeperPage = lazy(() => import('../features/minesweeper/MinesweeperPage'));
const LifePage = lazy(() => import('../features/game-of-life/LifePage'));
const InvadersPage = lazy(() => import('../features/space-invaders/InvadersPage'));
const NonogramPage = lazy(() => import('../features/nonogram/NonogramPage'));
const SuguruPage = lazy(() => import('../features/suguru/SuguruPage'));
const CrosswordPage = lazy(() => import('../features/crossword/CrosswordPage'));

/** The games remote's routes; the shell mounts this under its root catch-all. */
export default function App() {
  return (
    <Suspense fallback={<Spinner label="Loading game" />}>
      <Routes>
        <Route path="/games" element={<GamesHubPage />} />
        <Route path="/games/sudoku" element={<SudokuPage />} />
        <Route path="/games/minesweeper" element={<MinesweeperPage />} />
        <Route path="/game-of-life" element={<LifePage />} />
        <Route path="/games/space-invaders" element={<InvadersPage />} />
        <Route path="/games/nonogram" element={<NonogramPage />} />
        <Route path="/games/suguru" element={<SuguruPage />} />
        <Route path="/games/crossword" element={<CrosswordPage />} />
      </Routes>
    </Suspense>
  );
}
