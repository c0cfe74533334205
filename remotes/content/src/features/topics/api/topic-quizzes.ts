import { apiRequest, buildQueryString } from '@site/api-client';
import type { StandaloneQuiz } from '@site/contracts';
import { queryOptions } from '@tanstack/react-query';

/** GET /api/elearning/quizzes/standalone?topic=: the quizzes of no course filed under a topic, by title. */
export const topicQuizzesQuery = (topic: string) =>
  queryOptions({
    queryKey: ['quizzes', 'standalone', { topic }],
    queryFn: ({ signal }) =>
      apiRequest<StandaloneQuiz[]>(
        'GET',
        `/api/elearning/quizzes/standalone${buildQueryString({ topic })}`,
        undefined,
        { signal, errorText: 'The quizzes could not be loaded.' },
      ),
  });
