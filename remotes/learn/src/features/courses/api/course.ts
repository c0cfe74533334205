import { apiPath, apiRequest, COURSES_QUERY_KEY } from '@site/api-client';
import type { CourseDetail } from '@site/contracts';
import { queryOptions } from '@tanstack/react-query';

/**
 * GET /api/elearning/courses/:slug: the course with its lessons. A visitor's copy is everyone's (not enrolled, no
 * progress): the server draws it. A signed-in reader's copy adds their enrolment, progress and ticks, so it is kept
 * under a key of its own and is personal (the server never asks for it).
 */
export const courseQuery = (slug: string, signedIn = false) =>
  queryOptions({
    queryKey: signedIn ? [...COURSES_QUERY_KEY, 'detail', slug, 'reader'] : [...COURSES_QUERY_KEY, 'detail', slug],
    queryFn: ({ signal }) =>
      apiRequest<CourseDetail>('GET', apiPath`/api/elearning/courses/${slug}`, undefined, { signal }),
    // A 404 the server met is drawn as it was, not asked again on mount: the not-found screen hydrates unchanged.
    retryOnMount: false,
    meta: signedIn ? { personal: true } : undefined,
  });
