import { apiPath, apiRequest } from '@site/api-client';
import { mutationOptions } from '@tanstack/react-query';
import { adminQuizKey } from './quiz';
import { ADMIN_QUIZZES_KEY } from './quizzes';

/** DELETE /api/admin/quizzes/:id: only a quiz nobody attempted (409 otherwise). */
export const deleteQuizMutation = () =>
  mutationOptions({
    mutationKey: [...ADMIN_QUIZZES_KEY, 'delete'],
    mutationFn: (id: number) => apiRequest<void>('DELETE', apiPath`/api/admin/quizzes/${id}`),
    onSuccess: (_answer, id, _result, { client }) => {
      client.removeQueries({ queryKey: adminQuizKey(id) });
      return client.invalidateQueries({ queryKey: [...ADMIN_QUIZZES_KEY, 'list'] });
    },
  });
