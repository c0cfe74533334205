import { apiPath, apiRequest, COURSES_QUERY_KEY } from '@site/api-client';
import type { AdminCourse } from '@site/contracts';
import { mutationOptions } from '@tanstack/react-query';
import { inOrder } from '../lesson-order';
import { ADMIN_COURSES_KEY, adminCourseKey, adminCourseListKey } from './keys';

/**
 * PUT /api/admin/courses/:id/lesson-order with every lesson id in the new order. The list moves at once; the moves
 * of one course go to the service one after another, and the service's answer is taken once the last is back.
 */
export const reorderLessonsMutation = (courseId: number) => {
  const mutationKey = [...ADMIN_COURSES_KEY, 'lesson-order', courseId] as const;
  const courseKey = adminCourseKey(courseId);
  return mutationOptions({
    mutationKey,
    scope: { id: mutationKey.join('/') },
    mutationFn: (lessonIds: number[]) =>
      apiRequest<AdminCourse>('PUT', apiPath`/api/admin/courses/${courseId}/lesson-order`, { lessonIds }),
    onMutate: async (lessonIds, { client }) => {
      await client.cancelQueries({ queryKey: courseKey, exact: true });
      const before = client.getQueryData<AdminCourse>(courseKey);
      if (before) {
        client.setQueryData<AdminCourse>(courseKey, { ...before, lessons: inOrder(before.lessons, lessonIds) });
      }
      return { before };
    },
    onSuccess: (course, _lessonIds, _result, { client }) => {
      // The count includes this move: another still on its way must not see its order undone meanwhile.
      if (client.isMutating({ mutationKey }) <= 1) client.setQueryData(courseKey, course);
      return Promise.all([
        client.invalidateQueries({ queryKey: adminCourseListKey }),
        client.invalidateQueries({ queryKey: COURSES_QUERY_KEY }),
      ]);
    },
    onError: (_error, _lessonIds, result, { client }) => {
      if (client.isMutating({ mutationKey }) > 1) return;
      if (result?.before) client.setQueryData(courseKey, result.before);
      return client.invalidateQueries({ queryKey: courseKey, exact: true });
    },
  });
};
