export type GameIcon = 'life' | 'sudoku' | 'minesweeper' | 'invaders' | 'suguru' | 'nonogram' | 'crossword';

/** A game card: id, title, description, icon, href; difficulty where it has one. */
export interface GameCard {
  id: string;
  title: string;
  description: string;
  icon: GameIcon;
  href: string;
  difficulty?: string;
  /** The levels the game offers, shown on the /games hub (the home teaser shows `difficulty` only). */
  levels: string;
}

export const GAMES: GameCard[] = [
  {
    id: 'game-of-life',
    title: 'Game of Life',
    description: "Conway's cellular automaton: draw cells, press play and watch gliders, guns and oscillators emerge.",
    icon: 'life',
    href: '/game-of-life',
    levels: 'Sandbox',
    difficulty: 'Easy',
  },
  {
    id: 'sudoku',
    title: 'Sudoku',
    description: 'Fill the grid so every row, column and box holds 1 to 9 once. Every puzzle has exactly one solution.',
    icon: 'sudoku',
    href: '/games/sudoku',
    levels: 'Easy, medium, hard, expert',
  },
  {
    id: 'minesweeper',
    title: 'Minesweeper',
    description: 'Clear the field without touching a mine. No-guess boards: logic alone always finds the way.',
    icon: 'minesweeper',
    href: '/games/minesweeper',
    levels: 'Beginner, medium, expert',
    difficulty: 'Medium',
  },
  {
    id: 'space-invaders',
    title: 'Space Invaders',
    description: 'Hold the line against marching waves that speed up as they thin out.',
    icon: 'invaders',
    href: '/games/space-invaders',
    levels: 'Waves speed up as you go',
    difficulty: 'Variable',
  },
  {
    id: 'suguru',
    title: 'Suguru',
    description: 'Fill each region with 1 to its size; equal digits may never touch, not even diagonally.',
    icon: 'suguru',
    href: '/games/suguru',
    levels: 'Easy, medium, hard',
    difficulty: 'Medium',
  },
  {
    id: 'nonogram',
    title: 'Nonogram',
    description: 'Paint the cells the row and column clues describe to reveal a hidden picture.',
    icon: 'nonogram',
    href: '/games/nonogram',
    levels: '5x5, 10x10, 15x15',
    difficulty: 'Easy to hard',
  },
  {
    id: 'crossword',
    title: 'Crossword',
    description: 'Original crosswords on philosophy, mathematics, science and everyday life.',
    icon: 'crossword',
    href: '/games/crossword',
    levels: 'Six puzzles',
    difficulty: 'Medium',
  },
];

/** The four cards the home page shows, in the order it shows them. */
export const TEASER_GAME_IDS = ['game-of-life', 'sudoku', 'minesweeper', 'space-invaders'];
export const TEASER_GAMES = TEASER_GAME_IDS.map((id) => GAMES.find((game) => game.id === id)!);
