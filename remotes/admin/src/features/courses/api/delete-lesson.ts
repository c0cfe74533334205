import { apiPath, apiRequest, COURSES_QUERY_KEY } from '@site/api-client';
import { mutationOptions } from '@tanstack/react-query';
import { ADMIN_COURSES_KEY, adminCourseKey, adminCourseListKey, adminLessonKey } from './keys';

export interface DeleteLessonRequest {
  courseId: number;
  lessonId: number;
}

/** DELETE /api/admin/courses/:id/lessons/:lessonId: only a lesson no reader has completed (409 otherwise). */
export const deleteLessonMutation = () =>
  mutationOptions({
    mutationKey: [...ADMIN_COURSES_KEY, 'lesson', 'delete'],
    mutationFn: ({ courseId, lessonId }: DeleteLessonRequest) =>
      apiRequest<void>('DELETE', apiPath`/api/admin/courses/${courseId}/lessons/${lessonId}`),
    onSuccess: (_answer, { courseId, lessonId }, _result, { client }) => {
      client.removeQueries({ queryKey: adminLessonKey(courseId, lessonId) });
      return Promise.all([
        client.invalidateQueries({ queryKey: adminCourseKey(courseId), exact: true }),
        client.invalidateQueries({ queryKey: adminCourseListKey }),
        client.invalidateQueries({ queryKey: COURSES_QUERY_KEY }),
      ]);
    },
  });
