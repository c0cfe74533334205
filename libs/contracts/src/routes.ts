/**
 * Every route of SPEC §2 and which app draws it. The shell routes by it, and the gateway
 * answers 404 for any path that matches none of these.
 */
export type RouteOwner = 'shell' | 'content' | 'learn' | 'games' | 'library' | 'admin';
export type RouteGuard = 'user' | 'admin';

export interface SiteRoute {
  path: string;
  owner: RouteOwner;
  guard?: RouteGuard;
}

/** The legacy static page of 'Sharing the Sacred', drawn by the article page with a fixed id. */
export const SHARING_THE_SACRED_PATH = '/sharing-the-sacred';
export const SHARING_THE_SACRED_SLUG = 'sharing-the-sacred';

const shell = (path: string, guard?: RouteGuard): SiteRoute => ({ path, owner: 'shell', guard });
const owned =
  (owner: RouteOwner) =>
  (...paths: string[]): SiteRoute[] =>
    paths.map((path) => ({ path, owner }));

export const SITE_ROUTES: SiteRoute[] = [
  shell('/'),
  shell('/auth'),
  shell('/dashboard', 'user'),
  shell('/profile', 'user'),
  shell('/settings', 'user'),
  shell('/bookmarks', 'user'),
  ...owned('content')(
    '/entries',
    '/entry/:id',
    '/articles',
    '/article/:id',
    '/essays',
    '/essay/:id',
    SHARING_THE_SACRED_PATH,
    '/topic/:name',
    '/about',
    '/contact',
    '/newsletter',
    '/photography',
    '/podcast',
    '/podcast/episode/:id',
    '/journal',
    '/journal/:id',
    '/integrations',
    '/services',
    '/ai-test',
    '/art-gallery',
    '/search',
    '/gaza-solidarity',
    '/multi-column-example',
    '/privacy',
  ),
  ...owned('library')('/library', '/library/books', '/library/academic', '/library/audio', '/library/document/:name'),
  ...owned('learn')(
    '/courses',
    '/learn',
    '/courses/:slug',
    '/quizzes',
    '/quizzes/physics-concepts',
    '/quizzes/mathematics-concepts',
    '/quizzes/numerical-iq-test',
    '/quizzes/spatial-iq-test',
    '/quizzes/spatial-iq-test/results',
    '/quizzes/:slug',
  ),
  { path: '/courses/:slug/enroll', owner: 'learn', guard: 'user' },
  ...owned('games')(
    '/games',
    '/games/sudoku',
    '/games/minesweeper',
    '/games/suguru',
    '/games/nonogram',
    '/games/crossword',
    '/games/space-invaders',
    '/game-of-life',
  ),
  ...['/admin', '/admin/topics', '/admin/essays', '/admin/quizzes', '/admin/users'].map((path): SiteRoute => ({
    path,
    owner: 'admin',
    guard: 'admin',
  })),
];

function toPattern(path: string): RegExp {
  const source = path
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}/?$`);
}

const compiled = SITE_ROUTES.map((route) => ({ route, pattern: toPattern(route.path) }));

/** The route a pathname belongs to, or undefined for a not-found path. */
export function findSiteRoute(pathname: string): SiteRoute | undefined {
  return compiled.find(({ pattern }) => pattern.test(pathname))?.route;
}
