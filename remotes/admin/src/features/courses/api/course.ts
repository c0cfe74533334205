import { apiPath, apiRequest } from '@site/api-client';
import type { AdminCourse } from '@site/contracts';
import { queryOptions } from '@tanstack/react-query';
import { adminCourseKey } from './keys';

/** GET /api/admin/courses/:id: the course with every lesson, drafts included, in order. */
export const adminCourseQuery = (id: string) =>
  queryOptions({
    queryKey: adminCourseKey(id),
    queryFn: ({ signal }) => apiRequest<AdminCourse>('GET', apiPath`/api/admin/courses/${id}`, undefined, { signal }),
  });
