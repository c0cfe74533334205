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
  // An episode opens by slug or by id.
  podcastEpisode: async (request) => {
    const response = await request.get('/api/podcast');
    if (!response.ok()) throw new Error(`/api/podcast answered ${response.status()}`);
    const { episodes } = (await response.json()) as { episodes: { id: number; slug: string }[] };
    return episodes.flatMap(({ id, slug }) => [{ id: slug }, { id: String(id) }]);
  },
};

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
