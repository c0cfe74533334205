import { apiRequest } from '@site/api-client';
import type { AdminCourseSummary } from '@site/contracts';
import { queryOptions } from '@tanstack/react-query';
import { adminCourseListKey } from './keys';

/** GET /api/admin/courses: every course, drafts included, with its lessons and enrolled readers counted. */
export const adminCoursesQuery = () =>
  queryOptions({
    queryKey: adminCourseListKey,
    queryFn: ({ signal }) => apiRequest<AdminCourseSummary[]>('GET', '/api/admin/courses', undefined, { signal }),
  });
