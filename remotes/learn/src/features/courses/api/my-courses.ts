import { apiRequest } from '@site/api-client';
import type { MyCourse } from '@site/contracts';
import { queryOptions } from '@tanstack/react-query';

/** GET /api/elearning/me/courses: the caller's enrolments with progress. */
export const myCoursesQuery = () =>
  queryOptions({
    queryKey: ['courses', 'mine'],
    queryFn: ({ signal }) => apiRequest<MyCourse[]>('GET', '/api/elearning/me/courses', undefined, { signal }),
  });
