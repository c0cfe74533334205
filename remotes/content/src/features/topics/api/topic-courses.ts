import { apiRequest, buildQueryString } from '@site/api-client';
import type { CourseSummary } from '@site/contracts';
import { queryOptions } from '@tanstack/react-query';

/** GET /api/elearning/courses?topic=: the courses filed under a topic, by title. */
export const topicCoursesQuery = (topic: string) =>
  queryOptions({
    queryKey: ['courses', 'list', { topic }],
    queryFn: ({ signal }) =>
      apiRequest<CourseSummary[]>('GET', `/api/elearning/courses${buildQueryString({ topic })}`, undefined, {
        signal,
        errorText: 'The courses could not be loaded.',
      }),
  });
