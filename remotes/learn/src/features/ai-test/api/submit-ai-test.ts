import { apiRequest } from '@site/api-client';
import type { AiTestAnswer, AiTestResult } from '@site/contracts';
import { mutationOptions } from '@tanstack/react-query';

/** POST /api/elearning/ai-test/answers: scores a guess for every passage; the truths come back only now. */
export const submitAiTestMutation = () =>
  mutationOptions({
    mutationKey: ['ai-test', 'answers'],
    mutationFn: (answers: AiTestAnswer[]) =>
      apiRequest<AiTestResult>('POST', '/api/elearning/ai-test/answers', { answers }),
  });
