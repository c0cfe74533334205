import { apiPath, apiRequest } from '@site/api-client';
import type { AnswerSaved } from '@site/contracts';
import { mutationOptions } from '@tanstack/react-query';

export interface AnswerToSave {
  questionId: number;
  answer: unknown;
}

/** PUT /api/elearning/attempts/:id/answers/:questionId: keeps one answer of an open attempt. */
export const saveAnswerMutation = (attemptId: number) =>
  mutationOptions({
    mutationKey: ['attempts', 'answer', attemptId],
    mutationFn: ({ questionId, answer }: AnswerToSave) =>
      apiRequest<AnswerSaved>('PUT', apiPath`/api/elearning/attempts/${attemptId}/answers/${questionId}`, { answer }),
  });
