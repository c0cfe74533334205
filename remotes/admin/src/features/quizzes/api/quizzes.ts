import { apiRequest } from '@site/api-client';
import type { AdminQuizSummary } from '@site/contracts';
import { queryOptions } from '@tanstack/react-query';

export const ADMIN_QUIZZES_KEY = ['admin', 'quizzes'] as const;

/** GET /api/admin/quizzes: every quiz, drafts included, with its status, version and attempts (learn service). */
export const adminQuizzesQuery = () =>
  queryOptions({
    queryKey: [...ADMIN_QUIZZES_KEY, 'list'],
    queryFn: ({ signal }) => apiRequest<AdminQuizSummary[]>('GET', '/api/admin/quizzes', undefined, { signal }),
  });
