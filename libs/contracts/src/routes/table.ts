/**
 * Every page of the site: its path, the app that draws it and who may see it. The shell routes
 * by it, each remote must provide a screen for every route it owns, nav links name its ids, and
 * the gateway answers 404 for any path that matches none of these. A route enters this table
 * together with its screen.
 */
export type RouteOwner = 'shell' | 'content' | 'learn' | 'games' | 'library' | 'admin';

/** `user`: signed-in readers; `admin`: the administrator (the admin remote is never fetched for anyone else). */
export type RouteGuard = 'user' | 'admin';

export interface RouteDef {
  path: string;
  owner: RouteOwner;
  guard?: RouteGuard;
}

/** The legacy static page of 'Sharing the Sacred', drawn by the article page with a fixed slug. */
export const SHARING_THE_SACRED_PATH = '/sharing-the-sacred';
export const SHARING_THE_SACRED_SLUG = 'sharing-the-sacred';

export const ROUTES = {
  home: { path: '/', owner: 'shell' },
  auth: { path: '/auth', owner: 'shell' },
  passwordReset: { path: '/auth/reset', owner: 'shell' },
  dashboard: { path: '/dashboard', owner: 'shell', guard: 'user' },
  profile: { path: '/profile', owner: 'shell', guard: 'user' },
  settings: { path: '/settings', owner: 'shell', guard: 'user' },
  bookmarks: { path: '/bookmarks', owner: 'shell', guard: 'user' },

  essays: { path: '/essays', owner: 'content' },
  essay: { path: '/essay/:slug', owner: 'content' },
  // Articles and entries are the essays under their older names.
  articles: { path: '/articles', owner: 'content' },
  article: { path: '/article/:slug', owner: 'content' },
  entries: { path: '/entries', owner: 'content' },
  entry: { path: '/entry/:slug', owner: 'content' },
  sharingTheSacred: { path: SHARING_THE_SACRED_PATH, owner: 'content' },
  topic: { path: '/topic/:name', owner: 'content' },
  search: { path: '/search', owner: 'content' },
  journal: { path: '/journal', owner: 'content' },
  journalEntry: { path: '/journal/:id', owner: 'content' },
  about: { path: '/about', owner: 'content' },
  privacy: { path: '/privacy', owner: 'content' },
  gazaSolidarity: { path: '/gaza-solidarity', owner: 'content' },
  multiColumnExample: { path: '/multi-column-example', owner: 'content' },
  services: { path: '/services', owner: 'content' },
  integrations: { path: '/integrations', owner: 'content' },
  photography: { path: '/photography', owner: 'content' },
  artGallery: { path: '/art-gallery', owner: 'content' },
  contact: { path: '/contact', owner: 'content' },
  newsletter: { path: '/newsletter', owner: 'content' },
  newsletterConfirm: { path: '/newsletter/confirm', owner: 'content' },
  newsletterUnsubscribe: { path: '/newsletter/unsubscribe', owner: 'content' },

  library: { path: '/library', owner: 'library' },
  libraryBooks: { path: '/library/books', owner: 'library' },
  libraryAcademic: { path: '/library/academic', owner: 'library' },
  libraryDocument: { path: '/library/document/:name', owner: 'library' },
  libraryAudio: { path: '/library/audio', owner: 'library' },
  podcast: { path: '/podcast', owner: 'library' },
  // An episode opens by its number id or its slug.
  podcastEpisode: { path: '/podcast/episode/:id', owner: 'library' },

  courses: { path: '/courses', owner: 'learn' },
  learn: { path: '/learn', owner: 'learn' },
  course: { path: '/courses/:slug', owner: 'learn' },
  courseEnroll: { path: '/courses/:slug/enroll', owner: 'learn', guard: 'user' },
  quizzes: { path: '/quizzes', owner: 'learn' },
  physicsQuiz: { path: '/quizzes/physics-concepts', owner: 'learn' },
  mathematicsQuiz: { path: '/quizzes/mathematics-concepts', owner: 'learn' },
  numericalIqTest: { path: '/quizzes/numerical-iq-test', owner: 'learn' },
  spatialIqTest: { path: '/quizzes/spatial-iq-test', owner: 'learn' },
  spatialIqResults: { path: '/quizzes/spatial-iq-test/results', owner: 'learn' },
  quiz: { path: '/quizzes/:slug', owner: 'learn' },
  aiTest: { path: '/ai-test', owner: 'learn' },

  games: { path: '/games', owner: 'games' },
  sudoku: { path: '/games/sudoku', owner: 'games' },
  minesweeper: { path: '/games/minesweeper', owner: 'games' },
  suguru: { path: '/games/suguru', owner: 'games' },
  nonogram: { path: '/games/nonogram', owner: 'games' },
  crossword: { path: '/games/crossword', owner: 'games' },
  spaceInvaders: { path: '/games/space-invaders', owner: 'games' },
  gameOfLife: { path: '/game-of-life', owner: 'games' },

  admin: { path: '/admin', owner: 'admin', guard: 'admin' },
  adminUsers: { path: '/admin/users', owner: 'admin', guard: 'admin' },
  adminTopics: { path: '/admin/topics', owner: 'admin', guard: 'admin' },
  adminEssays: { path: '/admin/essays', owner: 'admin', guard: 'admin' },
  adminEssayNew: { path: '/admin/essays/new', owner: 'admin', guard: 'admin' },
  adminEssay: { path: '/admin/essays/:id', owner: 'admin', guard: 'admin' },
  adminJournal: { path: '/admin/journal', owner: 'admin', guard: 'admin' },
  adminJournalNew: { path: '/admin/journal/new', owner: 'admin', guard: 'admin' },
  adminJournalEntry: { path: '/admin/journal/:id', owner: 'admin', guard: 'admin' },
  adminNewsletter: { path: '/admin/newsletter', owner: 'admin', guard: 'admin' },
  adminQuizzes: { path: '/admin/quizzes', owner: 'admin', guard: 'admin' },
  adminQuizNew: { path: '/admin/quizzes/new', owner: 'admin', guard: 'admin' },
  adminQuiz: { path: '/admin/quizzes/:id', owner: 'admin', guard: 'admin' },
  adminMedia: { path: '/admin/media', owner: 'admin', guard: 'admin' },
  adminCourses: { path: '/admin/courses', owner: 'admin', guard: 'admin' },
  adminCourseNew: { path: '/admin/courses/new', owner: 'admin', guard: 'admin' },
  adminCourse: { path: '/admin/courses/:id', owner: 'admin', guard: 'admin' },
  adminLessonNew: { path: '/admin/courses/:id/lessons/new', owner: 'admin', guard: 'admin' },
  adminLesson: { path: '/admin/courses/:id/lessons/:lessonId', owner: 'admin', guard: 'admin' },
  adminPodcast: { path: '/admin/podcast', owner: 'admin', guard: 'admin' },
  adminEpisodeNew: { path: '/admin/podcast/episodes/new', owner: 'admin', guard: 'admin' },
  adminEpisode: { path: '/admin/podcast/episodes/:id', owner: 'admin', guard: 'admin' },
  adminPapers: { path: '/admin/library/papers', owner: 'admin', guard: 'admin' },
  adminPaperNew: { path: '/admin/library/papers/new', owner: 'admin', guard: 'admin' },
  adminPaper: { path: '/admin/library/papers/:id', owner: 'admin', guard: 'admin' },
  adminRecordings: { path: '/admin/library/audio', owner: 'admin', guard: 'admin' },
  adminRecordingNew: { path: '/admin/library/audio/new', owner: 'admin', guard: 'admin' },
  adminRecording: { path: '/admin/library/audio/:id', owner: 'admin', guard: 'admin' },
  adminBooks: { path: '/admin/library/books', owner: 'admin', guard: 'admin' },
  adminBookNew: { path: '/admin/library/books/new', owner: 'admin', guard: 'admin' },
  adminBook: { path: '/admin/library/books/:id', owner: 'admin', guard: 'admin' },
  adminAudit: { path: '/admin/audit', owner: 'admin', guard: 'admin' },
  adminExport: { path: '/admin/export', owner: 'admin', guard: 'admin' },
  adminInbox: { path: '/admin/inbox', owner: 'admin', guard: 'admin' },
  adminReleases: { path: '/admin/releases', owner: 'admin', guard: 'admin' },
} as const satisfies Record<string, RouteDef>;

export type RouteId = keyof typeof ROUTES;

/** The ids of the routes one app draws, e.g. `RouteIdsOf<'games'>` is `'games' | 'sudoku' | …`. */
export type RouteIdsOf<O extends RouteOwner> = {
  [Id in RouteId]: (typeof ROUTES)[Id]['owner'] extends O ? Id : never;
}[RouteId];

type ParamNames<Path extends string> = Path extends `${string}:${infer Param}/${infer Rest}`
  ? Param | ParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Param}`
    ? Param
    : never;

/** The parameters of a route, from the `:name` segments of its path: `ParamsOf<'essay'>` is `{ slug: string }`. */
export type ParamsOf<Id extends RouteId> = { [Name in ParamNames<(typeof ROUTES)[Id]['path']>]: string };

/** Routes without parameters: the only ones a nav item may name. */
export type StaticRouteId = {
  [Id in RouteId]: keyof ParamsOf<Id> extends never ? Id : never;
}[RouteId];

/** One route with its id, as the crawl and the gateway see it. */
export interface SiteRoute extends RouteDef {
  id: RouteId;
}

/** Every route, in table order. */
export const SITE_ROUTES: readonly SiteRoute[] = (Object.keys(ROUTES) as RouteId[]).map((id) => {
  const route: RouteDef = ROUTES[id];
  return { id, path: route.path, owner: route.owner, ...(route.guard ? { guard: route.guard } : {}) };
});
