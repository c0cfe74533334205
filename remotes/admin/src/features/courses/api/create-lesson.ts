import { apiPath, apiRequest } from '@site/api-client';
import type { AdminLesson, AdminLessonInput } from '@site/contracts';
import { mutationOptions } from '@tanstack/react-query';
import { ADMIN_COURSES_KEY, adminCourseKey, adminCourseListKey, adminLessonKey } from './keys';

export interface CreateLessonRequest {
  courseId: number;
  input: AdminLessonInput;
}

/** POST /api/admin/courses/:id/lessons: a draft, appended last. Its editor opens from the cached answer. */
export const createLessonMutation = () =>
  mutationOptions({
    mutationKey: [...ADMIN_COURSES_KEY, 'lesson', 'create'],
    mutationFn: ({ courseId, input }: CreateLessonRequest) =>
      apiRequest<AdminLesson>('POST', apiPath`/api/admin/courses/${courseId}/lessons`, input),
    onSuccess: (lesson, _request, _result, { client }) => {
      client.setQueryData(adminLessonKey(lesson.courseId, lesson.id), lesson);
      return Promise.all([
        client.invalidateQueries({ queryKey: adminCourseKey(lesson.courseId), exact: true }),
        client.invalidateQueries({ queryKey: adminCourseListKey }),
      ]);
    },
  });
