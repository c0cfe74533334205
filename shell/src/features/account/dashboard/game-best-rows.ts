import { formatClock, GAME_MEASURES, PAGE_HEADS, pathTo, type GameId, type PersonalBest } from '@site/contracts';

const GAME_ROUTES = {
  sudoku: 'sudoku',
  minesweeper: 'minesweeper',
  suguru: 'suguru',
  nonogram: 'nonogram',
  crossword: 'crossword',
  'space-invaders': 'spaceInvaders',
} as const satisfies Record<GameId, keyof typeof PAGE_HEADS>;

export interface GameBestRow {
  key: string;
  game: string;
  href: string;
  level: string;
  /** "4:05" for a time, "12,400 points" for a score. */
  value: string;
  achievedAt: string;
}

/** A level as people say it: 'Expert', '10×10', 'Know thyself'. */
function levelLabel(game: GameId, level: string): string {
  if (game === 'nonogram') return `${level}×${level}`;
  const words = level.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The bests as the dashboard lists them: by game in the catalogue's order, then by level. */
export function gameBestRows(bests: readonly PersonalBest[]): GameBestRow[] {
  const order = Object.keys(GAME_ROUTES);
  return [...bests]
    .filter((best) => best.game in GAME_ROUTES)
    .sort((a, b) => order.indexOf(a.game) - order.indexOf(b.game) || a.level.localeCompare(b.level))
    .map((best) => {
      const route = GAME_ROUTES[best.game];
      const value =
        GAME_MEASURES[best.game] === 'time'
          ? formatClock((best.timeMs ?? 0) / 1000)
          : `${(best.score ?? 0).toLocaleString('en-US')} points`;
      return {
        key: `${best.game}:${best.level}`,
        game: PAGE_HEADS[route].title,
        href: pathTo(route),
        level: levelLabel(best.game, best.level),
        value,
        achievedAt: best.achievedAt,
      };
    });
}
