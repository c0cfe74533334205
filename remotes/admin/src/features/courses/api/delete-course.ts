import { apiPath, apiRequest, COURSES_QUERY_KEY } from '@site/api-client';
import { mutationOptions } from '@tanstack/react-query';
import { ADMIN_COURSES_KEY, adminCourseKey, adminCourseListKey } from './keys';

/** DELETE /api/admin/courses/:id: only a course nobody is enrolled in (409 otherwise). */
export const deleteCourseMutation = () =>
  mutationOptions({
    mutationKey: [...ADMIN_COURSES_KEY, 'delete'],
    mutationFn: (id: number) => apiRequest<void>('DELETE', apiPath`/api/admin/courses/${id}`),
    onSuccess: (_answer, id, _result, { client }) => {
      client.removeQueries({ queryKey: adminCourseKey(id) });
      return Promise.all([
        client.invalidateQueries({ queryKey: adminCourseListKey }),
        client.invalidateQueries({ queryKey: COURSES_QUERY_KEY }),
      ]);
    },
  });
