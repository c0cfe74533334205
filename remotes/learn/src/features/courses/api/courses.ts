import { apiRequest, COURSES_QUERY_KEY } from '@site/api-client';
import type { CourseSummary } from '@site/contracts';
import { queryOptions } from '@tanstack/react-query';

/** GET /api/elearning/courses: the published courses. */
export const coursesQuery = () =>
  queryOptions({
    queryKey: [...COURSES_QUERY_KEY, 'list'],
    queryFn: ({ signal }) => apiRequest<CourseSummary[]>('GET', '/api/elearning/courses', undefined, { signal }),
  });
