import { apiPath, apiRequest } from '@site/api-client';
import type { LessonContent } from '@site/contracts';
import { queryOptions } from '@tanstack/react-query';
import { courseQuery } from './course';

/** GET /api/elearning/courses/:slug/lessons/:lesson; filed under its course, so refreshing the course refreshes it. */
export const lessonQuery = (slug: string, lessonSlug: string) =>
  queryOptions({
    queryKey: [...courseQuery(slug).queryKey, 'lessons', lessonSlug],
    queryFn: ({ signal }) =>
      apiRequest<LessonContent>('GET', apiPath`/api/elearning/courses/${slug}/lessons/${lessonSlug}`, undefined, {
        signal,
      }),
  });
