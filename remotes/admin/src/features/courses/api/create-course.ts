import { apiRequest } from '@site/api-client';
import type { AdminCourse, AdminCourseInput } from '@site/contracts';
import { mutationOptions } from '@tanstack/react-query';
import { ADMIN_COURSES_KEY, adminCourseKey, adminCourseListKey } from './keys';

/** POST /api/admin/courses: a new draft. Its editor opens from the cached answer; the list is fetched again. */
export const createCourseMutation = () =>
  mutationOptions({
    mutationKey: [...ADMIN_COURSES_KEY, 'create'],
    mutationFn: (input: AdminCourseInput) => apiRequest<AdminCourse>('POST', '/api/admin/courses', input),
    onSuccess: (course, _input, _result, { client }) => {
      client.setQueryData(adminCourseKey(course.id), course);
      return client.invalidateQueries({ queryKey: adminCourseListKey });
    },
  });
