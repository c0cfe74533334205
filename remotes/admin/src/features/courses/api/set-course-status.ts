import { apiPath, apiRequest, COURSES_QUERY_KEY } from '@site/api-client';
import type { AdminCourse, CourseStatus } from '@site/contracts';
import { mutationOptions } from '@tanstack/react-query';
import { ADMIN_COURSES_KEY, adminCourseKey, adminCourseListKey } from './keys';

export interface CourseStatusRequest {
  id: number;
  status: CourseStatus;
}

/** PUT /api/admin/courses/:id/status: publish (400 while no lesson is published), or take back to a draft. */
export const setCourseStatusMutation = () =>
  mutationOptions({
    mutationKey: [...ADMIN_COURSES_KEY, 'status'],
    mutationFn: ({ id, status }: CourseStatusRequest) =>
      apiRequest<AdminCourse>('PUT', apiPath`/api/admin/courses/${id}/status`, { status }),
    onSuccess: (course, _request, _result, { client }) => {
      client.setQueryData(adminCourseKey(course.id), course);
      return Promise.all([
        client.invalidateQueries({ queryKey: adminCourseListKey }),
        client.invalidateQueries({ queryKey: COURSES_QUERY_KEY }),
      ]);
    },
  });
