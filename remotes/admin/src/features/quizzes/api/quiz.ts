import { apiPath, apiRequest } from '@site/api-client';
import type { AdminQuiz } from '@site/contracts';
import { queryOptions } from '@tanstack/react-query';
import { ADMIN_QUIZZES_KEY } from './quizzes';

export const adminQuizKey = (id: number | string) => [...ADMIN_QUIZZES_KEY, 'quiz', String(id)] as const;

/** GET /api/admin/quizzes/:id: the quiz with the questions of its newest version, answers included. */
export const adminQuizQuery = (id: string) =>
  queryOptions({
    queryKey: adminQuizKey(id),
    queryFn: ({ signal }) => apiRequest<AdminQuiz>('GET', apiPath`/api/admin/quizzes/${id}`, undefined, { signal }),
  });
