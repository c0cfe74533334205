import { apiRequest, COURSES_QUERY_KEY } from '@site/api-client';
import type { MyCourse } from '@site/contracts';
import { queryOptions } from '@tanstack/react-query';

/** GET /api/elearning/me/courses: the caller's enrolments with progress (personal: the server never asks for it). */
export const myCoursesQuery = () =>
  queryOptions({
    queryKey: [...COURSES_QUERY_KEY, 'mine'],
    queryFn: ({ signal }) => apiRequest<MyCourse[]>('GET', '/api/elearning/me/courses', undefined, { signal }),
    meta: { personal: true },
  });
