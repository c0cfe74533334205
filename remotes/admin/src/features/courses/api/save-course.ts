import { apiPath, apiRequest, COURSES_QUERY_KEY } from '@site/api-client';
import type { AdminCourse, AdminCourseInput } from '@site/contracts';
import { mutationOptions } from '@tanstack/react-query';
import { ADMIN_COURSES_KEY, adminCourseKey, adminCourseListKey } from './keys';

export interface SaveCourseRequest {
  id: number;
  input: AdminCourseInput;
}

/** PUT /api/admin/courses/:id: the answer replaces the cached course. */
export const saveCourseMutation = () =>
  mutationOptions({
    mutationKey: [...ADMIN_COURSES_KEY, 'save'],
    mutationFn: ({ id, input }: SaveCourseRequest) =>
      apiRequest<AdminCourse>('PUT', apiPath`/api/admin/courses/${id}`, input),
    onSuccess: (course, _request, _result, { client }) => {
      client.setQueryData(adminCourseKey(course.id), course);
      return Promise.all([
        client.invalidateQueries({ queryKey: adminCourseListKey }),
        client.invalidateQueries({ queryKey: COURSES_QUERY_KEY }),
      ]);
    },
  });
