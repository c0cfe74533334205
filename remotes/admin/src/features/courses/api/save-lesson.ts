import { apiPath, apiRequest, COURSES_QUERY_KEY } from '@site/api-client';
import type { AdminLesson, AdminLessonInput } from '@site/contracts';
import { mutationOptions } from '@tanstack/react-query';
import { ADMIN_COURSES_KEY, adminCourseKey, adminLessonKey } from './keys';

export interface SaveLessonRequest {
  courseId: number;
  lessonId: number;
  input: AdminLessonInput;
}

/** PUT /api/admin/courses/:id/lessons/:lessonId: the answer replaces the cached lesson; its course lists the new title. */
export const saveLessonMutation = () =>
  mutationOptions({
    mutationKey: [...ADMIN_COURSES_KEY, 'lesson', 'save'],
    mutationFn: ({ courseId, lessonId, input }: SaveLessonRequest) =>
      apiRequest<AdminLesson>('PUT', apiPath`/api/admin/courses/${courseId}/lessons/${lessonId}`, input),
    onSuccess: (lesson, _request, _result, { client }) => {
      client.setQueryData(adminLessonKey(lesson.courseId, lesson.id), lesson);
      return Promise.all([
        client.invalidateQueries({ queryKey: adminCourseKey(lesson.courseId), exact: true }),
        client.invalidateQueries({ queryKey: COURSES_QUERY_KEY }),
      ]);
    },
  });
