import { apiRequest, ApiError } from '@site/api-client';
import type { StandaloneQuiz } from '@site/contracts';
import { queryOptions } from '@tanstack/react-query';

export const QUIZZES_ERROR = 'Failed to fetch quizzes';

/** GET /api/elearning/quizzes/standalone; failures read 'Failed to fetch quizzes' (SPEC §8). */
export const standaloneQuizzesQuery = () =>
  queryOptions({
    queryKey: ['/api/elearning/quizzes/standalone'],
    queryFn: async () => {
      try {
        return await apiRequest<StandaloneQuiz[]>('GET', '/api/elearning/quizzes/standalone');
      } catch (error) {
        // Keep the status: the retry policy decides by it.
        throw new ApiError(error instanceof ApiError ? error.status : 0, '', QUIZZES_ERROR, { cause: error });
      }
    },
  });

/** Quizzes link by slug, or by id when a quiz has none. */
export const quizHref = (quiz: StandaloneQuiz) => `/quizzes/${quiz.slug || quiz.id}`;
