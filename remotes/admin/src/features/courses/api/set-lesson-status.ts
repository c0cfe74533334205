import { apiPath, apiRequest, COURSES_QUERY_KEY } from '@site/api-client';
import type { AdminLesson, CourseStatus } from '@site/contracts';
import { mutationOptions } from '@tanstack/react-query';
import { ADMIN_COURSES_KEY, adminCourseKey, adminCourseListKey, adminLessonKey } from './keys';

export interface LessonStatusRequest {
  courseId: number;
  lessonId: number;
  status: CourseStatus;
}

/** PUT /api/admin/courses/:id/lessons/:lessonId/status: publish, or take back to a draft. */
export const setLessonStatusMutation = () =>
  mutationOptions({
    mutationKey: [...ADMIN_COURSES_KEY, 'lesson', 'status'],
    mutationFn: ({ courseId, lessonId, status }: LessonStatusRequest) =>
      apiRequest<AdminLesson>('PUT', apiPath`/api/admin/courses/${courseId}/lessons/${lessonId}/status`, { status }),
    onSuccess: (lesson, _request, _result, { client }) => {
      client.setQueryData(adminLessonKey(lesson.courseId, lesson.id), lesson);
      return Promise.all([
        client.invalidateQueries({ queryKey: adminCourseKey(lesson.courseId), exact: true }),
        client.invalidateQueries({ queryKey: adminCourseListKey }),
        client.invalidateQueries({ queryKey: COURSES_QUERY_KEY }),
      ]);
    },
  });
