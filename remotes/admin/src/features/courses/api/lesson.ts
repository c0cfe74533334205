import { apiPath, apiRequest } from '@site/api-client';
import type { AdminLesson } from '@site/contracts';
import { queryOptions } from '@tanstack/react-query';
import { adminLessonKey } from './keys';

/** GET /api/admin/courses/:id/lessons/:lessonId: the lesson the editor edits, with its Markdown. */
export const adminLessonQuery = (courseId: string, lessonId: string) =>
  queryOptions({
    queryKey: adminLessonKey(courseId, lessonId),
    queryFn: ({ signal }) =>
      apiRequest<AdminLesson>('GET', apiPath`/api/admin/courses/${courseId}/lessons/${lessonId}`, undefined, {
        signal,
      }),
    // The editor holds the text being typed; a refetch must never replace it behind the author's back.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
