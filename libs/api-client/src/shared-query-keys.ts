/**
 * The first element of the query keys of caches more than one remote touches on the same page's query client:
 * the learn remote reads the published courses under it, and the admin remote refreshes them all when the author
 * publishes, reorders or removes one.
 */
export const COURSES_QUERY_KEY = ['courses'] as const;
