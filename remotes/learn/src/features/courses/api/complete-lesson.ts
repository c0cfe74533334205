import { apiPath, apiRequest } from '@site/api-client';
import type { LessonCompletion } from '@site/contracts';
import { mutationOptions } from '@tanstack/react-query';
import { courseQuery } from './course';
import { lessonQuery } from './lesson';
import { myCoursesQuery } from './my-courses';

/** POST …/lessons/:lesson/complete: ticks the lesson at once, then refreshes the reader's course and "my courses". */
export const completeLessonMutation = (slug: string, lessonSlug: string) =>
  mutationOptions({
    mutationKey: ['courses', 'complete', slug, lessonSlug],
    mutationFn: () =>
      apiRequest<LessonCompletion>('POST', apiPath`/api/elearning/courses/${slug}/lessons/${lessonSlug}/complete`),
    onSuccess: (done, _variables, _onMutateResult, { client }) => {
      const course = courseQuery(slug, true);
      client.setQueryData(course.queryKey, (old) =>
        old
          ? {
              ...old,
              progress: done.progress,
              lessons: old.lessons.map((l) => (l.slug === lessonSlug ? { ...l, completed: true } : l)),
            }
          : old,
      );
      client.setQueryData(lessonQuery(slug, lessonSlug, true).queryKey, (old) =>
        old ? { ...old, completed: true } : old,
      );
      void client.invalidateQueries({ queryKey: myCoursesQuery().queryKey });
      void client.invalidateQueries({ queryKey: course.queryKey, exact: true });
    },
  });
