import { apiPath, apiRequest } from '@site/api-client';
import type { AdminQuiz, QuizStatus } from '@site/contracts';
import { mutationOptions } from '@tanstack/react-query';
import { adminQuizKey } from './quiz';
import { ADMIN_QUIZZES_KEY } from './quizzes';

export interface QuizStatusRequest {
  id: number;
  status: QuizStatus;
}

/** PUT /api/admin/quizzes/:id/status: publish, or take back to a draft. */
export const setQuizStatusMutation = () =>
  mutationOptions({
    mutationKey: [...ADMIN_QUIZZES_KEY, 'status'],
    mutationFn: ({ id, status }: QuizStatusRequest) =>
      apiRequest<AdminQuiz>('PUT', apiPath`/api/admin/quizzes/${id}/status`, { status }),
    onSuccess: (quiz, _request, _result, { client }) => {
      client.setQueryData(adminQuizKey(quiz.id), quiz);
      return client.invalidateQueries({ queryKey: [...ADMIN_QUIZZES_KEY, 'list'] });
    },
  });
