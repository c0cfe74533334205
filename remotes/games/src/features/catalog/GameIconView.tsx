import type { GameIcon } from './games';

const PATHS: Record<GameIcon, string> = {
  life: 'M4 4h4v4H4zM10 10h4v4h-4zM16 4h4v4h-4zM4 16h4v4H4zM16 16h4v4h-4z',
  sudoku: 'M3 3h18v18H3zM9 3v18M15 3v18M3 9h18M3 15h18',
  minesweeper: 'M12 6a6 6 0 1 0 0 12 6 6 0 0 0 0-12zM12 2v4M12 18v4M2 12h4M18 12h4',
  invaders: 'M6 6h2v2H6zM16 6h2v2h-2zM6 8h12v6H6zM4 12h2v4H4zM18 12h2v4h-2zM8 16h2v2H8zM14 16h2v2h-2z',
  suguru: 'M3 3h18v18H3zM3 10h8v11M11 3v7h10',
  nonogram: 'M3 3h18v18H3zM7 7h4v4H7zM13 13h4v4h-4zM7 13h4v4H7z',
  crossword: 'M3 3h18v18H3zM3 9h18M3 15h18M9 3v18M15 3v18M9 9h6v6H9z',
};

export function GameIconView({ icon }: { icon: GameIcon }) {
  return (
    <svg className="games-icon" viewBox="0 0 24 24" width="32" height="32" aria-hidden="true">
      <path d={PATHS[icon]} fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" />
    </svg>
  );
}
