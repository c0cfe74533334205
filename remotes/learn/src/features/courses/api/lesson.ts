import { apiPath, apiRequest } from '@site/api-client';
import type { LessonContent } from '@site/contracts';
import { queryOptions } from '@tanstack/react-query';
import { courseQuery } from './course';

/**
 * GET /api/elearning/courses/:slug/lessons/:lesson; filed under its course (visitor's or reader's copy, as the
 * lesson's answer differs alike: locked or open, ticked or not), so refreshing the course refreshes it.
 */
export const lessonQuery = (slug: string, lessonSlug: string, signedIn = false) =>
  queryOptions({
    queryKey: [...courseQuery(slug, signedIn).queryKey, 'lessons', lessonSlug],
    queryFn: ({ signal }) =>
      apiRequest<LessonContent>('GET', apiPath`/api/elearning/courses/${slug}/lessons/${lessonSlug}`, undefined, {
        signal,
      }),
    // A lesson the server found locked or missing is drawn as it was: the answer hydrates unchanged.
    retryOnMount: false,
    meta: signedIn ? { personal: true } : undefined,
  });
