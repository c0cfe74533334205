import { SITE_NAME } from '../site.js';
import { ROUTES, type RouteDef, type RouteGuard, type RouteId, type RouteIdsOf } from '../routes/table.js';
import type { PageHead } from './page-document.js';
import { webSiteLd } from './structured-data.js';

export const SITE_TAGLINE = 'Essays and courses on philosophy, mathematics, science and human experience';
export const SITE_DESCRIPTION =
  'Essays, a journal, a library, courses, quizzes and games on philosophy, mathematics, science and human experience, written by one curious author.';

type GuardedRouteId = { [Id in RouteId]: (typeof ROUTES)[Id] extends { guard: RouteGuard } ? Id : never }[RouteId];

/**
 * Routes whose first HTML no service describes: the shell's, the games' and the admin's pages, and
 * every guarded page (it shows a reader's own data, which never goes into shared HTML).
 */
export type StaticHeadRouteId = RouteIdsOf<'shell' | 'games' | 'admin'> | GuardedRouteId;

interface StaticText {
  title: string;
  description: string;
}

/** The title (without the site's name) and description of every page whose head the gateway writes alone. */
export const STATIC_HEADS: Record<StaticHeadRouteId, StaticText> = {
  home: { title: SITE_TAGLINE, description: SITE_DESCRIPTION },
  auth: {
    title: 'Login or register',
    description:
      'Log in to your account or register for a new one to keep bookmarks, course progress and quiz results.',
  },
  dashboard: { title: 'Dashboard', description: 'Your account, bookmarks and learning progress.' },
  profile: { title: 'Profile', description: 'Your name, picture and account details.' },
  settings: { title: 'Settings', description: 'Change your name and profile picture.' },
  bookmarks: { title: 'Bookmarks', description: 'The essays and pages you saved to read later.' },
  courseEnroll: { title: 'Enrol in a course', description: 'Enrol in a course to keep your progress.' },
  games: {
    title: 'Games',
    description:
      'Sudoku, Minesweeper, Suguru, Nonogram, crosswords, Space Invaders and the Game of Life: fair puzzles and complete games.',
  },
  sudoku: {
    title: 'Sudoku',
    description:
      'Play Sudoku from easy to expert: every puzzle has one solution that logic alone reaches, with notes, hints and checks.',
  },
  minesweeper: {
    title: 'Minesweeper',
    description: 'Play Minesweeper on no-guess boards: beginner, medium and expert fields that logic alone can clear.',
  },
  suguru: {
    title: 'Suguru',
    description:
      'Play Suguru: fill each region with 1 to its size so that equal digits never touch, not even diagonally.',
  },
  nonogram: {
    title: 'Nonogram',
    description: 'Paint the cells the row and column clues describe to reveal a hidden picture, from 5×5 to 15×15.',
  },
  crossword: {
    title: 'Crossword',
    description:
      'Solve original crosswords on philosophy, mathematics, science and everyday life, with checks and reveals for every letter, word or puzzle.',
  },
  spaceInvaders: {
    title: 'Space Invaders',
    description: 'Defend the ground against marching waves of invaders that speed up as they thin out.',
  },
  gameOfLife: {
    title: 'Game of Life',
    description: "Conway's Game of Life: draw cells, place gliders, spaceships and glider guns, and watch them evolve.",
  },
  admin: { title: 'Admin', description: 'Site administration.' },
};

export function hasStaticHead(id: RouteId): id is StaticHeadRouteId {
  return Object.hasOwn(STATIC_HEADS, id);
}

/** The site's own description, for a page whose service cannot be asked right now. */
export function defaultPageHead(path: string): PageHead {
  return {
    title: `${SITE_NAME}: ${SITE_TAGLINE}`,
    description: SITE_DESCRIPTION,
    path,
    type: 'website',
    structuredData: [],
  };
}

export function notFoundPageHead(path: string): PageHead {
  return {
    title: `Page not found | ${SITE_NAME}`,
    description: 'The page you asked for does not exist. Try the essays, the library or a search.',
    path,
    type: 'website',
    robots: 'noindex',
    structuredData: [],
  };
}

/** The head of a page from the table above; guarded pages are kept out of search engines. */
export function staticPageHead(id: StaticHeadRouteId, path: string, siteUrl: string): PageHead {
  const { title, description } = STATIC_HEADS[id];
  const route: RouteDef = ROUTES[id];
  return {
    title: id === 'home' ? `${SITE_NAME}: ${title}` : `${title} | ${SITE_NAME}`,
    description,
    path,
    type: 'website',
    ...(route.guard ? { robots: 'noindex' } : {}),
    // Home names the site and tells search engines how to search it.
    structuredData:
      id === 'home'
        ? [webSiteLd({ name: SITE_NAME, description, url: `${siteUrl}/`, searchUrl: `${siteUrl}/search` })]
        : [],
  };
}
