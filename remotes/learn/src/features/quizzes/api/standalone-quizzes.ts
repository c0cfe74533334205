import { apiRequest } from '@site/api-client';
import type { StandaloneQuiz } from '@site/contracts';
import { queryOptions } from '@tanstack/react-query';

/** GET /api/elearning/quizzes/standalone: the quizzes that belong to no course. */
export const standaloneQuizzesQuery = () =>
  queryOptions({
    queryKey: ['quizzes', 'standalone'],
    queryFn: ({ signal }) =>
      apiRequest<StandaloneQuiz[]>('GET', '/api/elearning/quizzes/standalone', undefined, {
        signal,
        errorText: 'Failed to fetch quizzes',
      }),
  });
