import { apiPath, apiRequest } from '@site/api-client';
import type { AdminQuiz, AdminQuizInput } from '@site/contracts';
import { mutationOptions } from '@tanstack/react-query';
import { adminQuizKey } from './quiz';
import { ADMIN_QUIZZES_KEY } from './quizzes';

export interface SaveQuizRequest {
  id: number;
  input: AdminQuizInput;
}

/** PUT /api/admin/quizzes/:id: the answer (perhaps a new version) replaces the cached quiz. */
export const saveQuizMutation = () =>
  mutationOptions({
    mutationKey: [...ADMIN_QUIZZES_KEY, 'save'],
    mutationFn: ({ id, input }: SaveQuizRequest) =>
      apiRequest<AdminQuiz>('PUT', apiPath`/api/admin/quizzes/${id}`, input),
    onSuccess: (quiz, _request, _result, { client }) => {
      client.setQueryData(adminQuizKey(quiz.id), quiz);
      return client.invalidateQueries({ queryKey: [...ADMIN_QUIZZES_KEY, 'list'] });
    },
  });
