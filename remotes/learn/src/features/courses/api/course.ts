import { apiPath, apiRequest } from '@site/api-client';
import type { CourseDetail } from '@site/contracts';
import { queryOptions } from '@tanstack/react-query';

/** GET /api/elearning/courses/:slug: the course with its lessons and, for the caller, enrolment and progress. */
export const courseQuery = (slug: string) =>
  queryOptions({
    queryKey: ['courses', 'detail', slug],
    queryFn: ({ signal }) =>
      apiRequest<CourseDetail>('GET', apiPath`/api/elearning/courses/${slug}`, undefined, { signal }),
  });
