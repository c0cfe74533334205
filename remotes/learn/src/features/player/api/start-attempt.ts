import { apiPath, apiRequest } from '@site/api-client';
import type { AttemptStart } from '@site/contracts';
import { mutationOptions } from '@tanstack/react-query';

/** POST /api/elearning/quizzes/:slugOrId/attempts: starts an attempt, or resumes the open one with its answers. */
export const startAttemptMutation = (slugOrId: string) =>
  mutationOptions({
    mutationKey: ['attempts', 'start', slugOrId],
    mutationFn: () => apiRequest<AttemptStart>('POST', apiPath`/api/elearning/quizzes/${slugOrId}/attempts`),
  });
