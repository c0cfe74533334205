import { apiPath, apiRequest } from '@site/api-client';
import type { QuizView } from '@site/contracts';
import { queryOptions } from '@tanstack/react-query';

/** GET /api/elearning/quizzes/:slugOrId (questions without their answers). */
export const quizQuery = (slugOrId: string) =>
  queryOptions({
    queryKey: ['quizzes', 'detail', slugOrId],
    queryFn: ({ signal }) =>
      apiRequest<QuizView>('GET', apiPath`/api/elearning/quizzes/${slugOrId}`, undefined, { signal }),
    // A 404 the server met is drawn as it was, not asked again on mount: the not-found screen hydrates unchanged.
    retryOnMount: false,
  });
