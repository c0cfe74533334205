import { apiRequest } from '@site/api-client';
import type { AdminQuiz, AdminQuizInput } from '@site/contracts';
import { mutationOptions } from '@tanstack/react-query';
import { adminQuizKey } from './quiz';
import { ADMIN_QUIZZES_KEY } from './quizzes';

/** POST /api/admin/quizzes: a new draft. Its editor opens from the cached answer; the list is fetched again. */
export const createQuizMutation = () =>
  mutationOptions({
    mutationKey: [...ADMIN_QUIZZES_KEY, 'create'],
    mutationFn: (input: AdminQuizInput) => apiRequest<AdminQuiz>('POST', '/api/admin/quizzes', input),
    onSuccess: (quiz, _input, _result, { client }) => {
      client.setQueryData(adminQuizKey(quiz.id), quiz);
      return client.invalidateQueries({ queryKey: [...ADMIN_QUIZZES_KEY, 'list'] });
    },
  });
