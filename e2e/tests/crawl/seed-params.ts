import type { APIRequestContext } from '@playwright/test';
import { pathTo, type ParamsOf, type RouteId, type SiteRoute, type StaticRouteId } from '@site/contracts';

type ParamRouteId = Exclude<RouteId, StaticRouteId>;

/** Reads one list from the site's own API, as the seeded site answers it. */
async function list<T>(request: APIRequestContext, path: string): Promise<T[]> {
  const response = await request.get(path);
  if (!response.ok()) throw new Error(`${path} answered ${response.status()}`);
  return (await response.json()) as T[];
}

const essaySlugs = async (request: APIRequestContext) =>
  (await list<{ slug: string }>(request, '/api/essays')).map(({ slug }) => ({ slug }));
const courseSlugs = async (request: APIRequestContext) =>
  (await list<{ slug: string }>(request, '/api/elearning/courses')).map(({ slug }) => ({ slug }));

/**
 * The parameters of every route that has some, taken from the seed. Keyed by route id, so a new
 * parameterised route without a way to fill it fails typecheck here.
 */
const FILLERS: { [Id in ParamRouteId]: (request: APIRequestContext) => Promise<ParamsOf<Id>[]> } = {
  essay: essaySlugs,
  article: essaySlugs,
  entry: essaySlugs,
  // The editor opens any essay by id; the published ones are the seed's.
  adminEssay: async (request) =>
    (await list<{ id: number }>(request, '/api/essays')).slice(0, 1).map(({ id }) => ({ id: String(id) })),
  topic: async (request) =>
    (await list<{ name: string; active: boolean }>(request, '/api/topics'))
      .filter(({ active }) => active)
      .map(({ name }) => ({ name })),
  journalEntry: async (request) => (await list<{ id: string }>(request, '/api/journal')).map(({ id }) => ({ id })),
  // The editor of a journal entry, by id: the seed's entries are all there is.
  adminJournalEntry: async (request) =>
    (await list<{ id: string }>(request, '/api/journal')).slice(0, 1).map(({ id }) => ({ id })),
  course: courseSlugs,
  courseEnroll: async (request) => (await courseSlugs(request)).slice(0, 1),
  // A quiz opens by slug or by id; the standalone quizzes' slugs all have named routes of their own.
  quiz: async (request) =>
    (await list<{ id: number; slug: string }>(request, '/api/elearning/quizzes/standalone')).flatMap(({ id, slug }) => [
      { slug },
      { slug: String(id) },
    ]),
  libraryDocument: async (request) =>
    (await list<{ name: string }>(request, '/api/library/documents')).map(({ name }) => ({ name })),
  // The admin's editor of a quiz, by id.
  adminQuiz: async (request) =>
    (await list<{ id: number }>(request, '/api/elearning/quizzes/standalone'))
      .slice(0, 1)
      .map(({ id }) => ({ id: String(id) })),
  // The course editor opens a course by id or slug.
  adminCourse: async (request) => (await courseSlugs(request)).slice(0, 1).map(({ slug }) => ({ id: slug })),
  adminLessonNew: async (request) => (await courseSlugs(request)).slice(0, 1).map(({ slug }) => ({ id: slug })),
  // The lesson editor opens a lesson by id or by its slug in the course.
  adminLesson: async (request) => {
    const [{ slug }] = await courseSlugs(request);
    const response = await request.get(`/api/elearning/courses/${slug}`);
    if (!response.ok()) throw new Error(`/api/elearning/courses/${slug} answered ${response.status()}`);
    const { lessons } = (await response.json()) as { lessons: { slug: string }[] };
    return lessons.slice(0, 1).map((lesson) => ({ id: slug, lessonId: lesson.slug }));
  },
  // An episode opens by slug or by id.
  podcastEpisode: async (request) =>
    (await episodes(request)).flatMap(({ id, slug }) => [{ id: slug }, { id: String(id) }]),
  // The admin's editor of an episode, by id.
  adminEpisode: async (request) => (await episodes(request)).slice(0, 1).map(({ id }) => ({ id: String(id) })),
  // The admin's editors of a paper and a recording open by id or by slug; the public lists name them by slug.
  adminPaper: async (request) => {
    const response = await request.get('/api/library/papers');
    if (!response.ok()) throw new Error(`/api/library/papers answered ${response.status()}`);
    const { items } = (await response.json()) as { items: { slug: string }[] };
    return items.slice(0, 1).map(({ slug }) => ({ id: slug }));
  },
  adminRecording: async (request) =>
    (await list<{ slug: string }>(request, '/api/library/audio')).slice(0, 1).map(({ slug }) => ({ id: slug })),
  // The admin's editor of a book opens by id or by slug; the public list names books by slug.
  adminBook: async (request) => {
    const response = await request.get('/api/library/books');
    if (!response.ok()) throw new Error(`/api/library/books answered ${response.status()}`);
    const { items } = (await response.json()) as { items: { slug: string }[] };
    return items.slice(0, 1).map(({ slug }) => ({ id: slug }));
  },
};

async function episodes(request: APIRequestContext): Promise<{ id: number; slug: string }[]> {
  const response = await request.get('/api/podcast');
  if (!response.ok()) throw new Error(`/api/podcast answered ${response.status()}`);
  return ((await response.json()) as { episodes: { id: number; slug: string }[] }).episodes;
}

function hasParams(route: SiteRoute): route is SiteRoute & { id: ParamRouteId } {
  return route.id in FILLERS;
}

/** The paths to open for a route: itself, or once for each seeded value of its parameters. */
export async function pathsFromSeed(route: SiteRoute, request: APIRequestContext): Promise<string[]> {
  if (!hasParams(route)) return [route.path];
  const fill = FILLERS[route.id] as (request: APIRequestContext) => Promise<Record<string, string>[]>;
  const values = await fill(request);
  if (values.length === 0) throw new Error(`The seed has nothing to fill ${route.path}`);
  return values.map((params) => (pathTo as (id: RouteId, params: Record<string, string>) => string)(route.id, params));
}
