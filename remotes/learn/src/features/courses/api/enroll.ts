import { apiPath, apiRequest } from '@site/api-client';
import type { Enrolment } from '@site/contracts';
import { mutationOptions } from '@tanstack/react-query';
import { courseQuery } from './course';
import { myCoursesQuery } from './my-courses';

/** POST /api/elearning/courses/:slug/enroll; the reader's course (and its now open lessons) and "my courses" follow. */
export const enrollMutation = (slug: string) =>
  mutationOptions({
    mutationKey: ['courses', 'enroll', slug],
    mutationFn: () => apiRequest<Enrolment>('POST', apiPath`/api/elearning/courses/${slug}/enroll`),
    onSuccess: async (enrolled, _variables, _onMutateResult, { client }) => {
      client.setQueryData(courseQuery(slug, true).queryKey, (old) =>
        old ? { ...old, enrolled: true, progress: enrolled.progress } : old,
      );
      await Promise.all([
        client.invalidateQueries({ queryKey: courseQuery(slug).queryKey }),
        client.invalidateQueries({ queryKey: myCoursesQuery().queryKey }),
      ]);
    },
  });
