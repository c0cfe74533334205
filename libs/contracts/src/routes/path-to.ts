import { ROUTES, type ParamsOf, type RouteId } from './table.js';

/** The second argument only when the route has parameters, so `pathTo('essays')` needs none. */
export type PathToArgs<Id extends RouteId> = keyof ParamsOf<Id> extends never ? [] : [params: ParamsOf<Id>];

/**
 * The href of a route: `pathTo('essay', { slug: 'two-clocks' })` is `/essay/two-clocks`. Each
 * parameter is encoded as one path segment, so a topic name with spaces or a slash stays one.
 */
export function pathTo<Id extends RouteId>(id: Id, ...[params]: PathToArgs<Id>): string {
  const values = (params ?? {}) as Record<string, string>;
  return ROUTES[id].path.replace(/:(\w+)/g, (_segment, name: string) => encodeURIComponent(values[name]));
}
