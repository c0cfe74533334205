export type QueryParams = Record<string, string | number | boolean | null | undefined>;

/**
 * Turns parameters into `?a=1&b=2`, or '' when none remain. Empty values are left out because
 * filters are only sent when they are set.
 */
export function buildQueryString(params: QueryParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    search.append(key, String(value));
  }
  const query = search.toString();
  return query ? `?${query}` : '';
}
