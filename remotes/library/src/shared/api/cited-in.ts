import { apiRequest, buildQueryString } from '@site/api-client';
import type { CitedIn } from '@site/contracts';
import { queryOptions } from '@tanstack/react-query';

/** What cites one library item, from every source that answered. */
export interface CitedInResult {
  items: CitedIn[];
  /** Sources that failed ('essays', 'lessons'): their entries are missing from `items`. */
  missing: CitedInSource[];
}

export type CitedInSource = 'essays' | 'lessons';

const SOURCES: ReadonlyArray<readonly [CitedInSource, string]> = [
  ['essays', '/api/library/cited-in'],
  ['lessons', '/api/elearning/cited-in'],
];

/**
 * Essays (content service) and lessons (learn service) that link to `href`, asked in parallel. One
 * service being down only loses its own entries, so this query itself never fails.
 */
export const citedInQuery = (href: string) =>
  queryOptions({
    queryKey: ['library', 'cited-in', href],
    queryFn: async ({ signal }): Promise<CitedInResult> => {
      const answers = await Promise.allSettled(
        SOURCES.map(([, path]) =>
          apiRequest<CitedIn[]>('GET', `${path}${buildQueryString({ href })}`, undefined, { signal }),
        ),
      );
      const items: CitedIn[] = [];
      const missing: CitedInSource[] = [];
      answers.forEach((answer, index) => {
        if (answer.status === 'fulfilled' && Array.isArray(answer.value)) items.push(...answer.value);
        else missing.push(SOURCES[index][0]);
      });
      return { items, missing };
    },
  });
