import { apiRequest } from '@site/api-client';
import type {
  AnswerSaved,
  AttemptDetail,
  AttemptResult,
  AttemptStart,
  AttemptSummary,
  QuizView,
} from '@site/contracts';
import { queryOptions } from '@tanstack/react-query';

const BASE = '/api/elearning';
const segment = encodeURIComponent;

export const MY_ATTEMPTS_KEY = [`${BASE}/me/attempts`] as const;

/** GET /api/elearning/quizzes/:slugOrId (questions without their answers). */
export const quizQuery = (slugOrId: string) =>
  queryOptions({
    queryKey: [`${BASE}/quizzes`, slugOrId],
    queryFn: ({ signal }) => apiRequest<QuizView>('GET', `${BASE}/quizzes/${segment(slugOrId)}`, undefined, { signal }),
  });

/** GET /api/elearning/me/attempts, newest first; only for a signed-in user. */
export const myAttemptsQuery = () =>
  queryOptions({
    queryKey: MY_ATTEMPTS_KEY,
    queryFn: ({ signal }) => apiRequest<AttemptSummary[]>('GET', `${BASE}/me/attempts`, undefined, { signal }),
  });

/** GET /api/elearning/attempts/:id. */
export const attemptQuery = (attemptId: number) =>
  queryOptions({
    queryKey: [`${BASE}/attempts`, attemptId],
    queryFn: ({ signal }) => apiRequest<AttemptDetail>('GET', `${BASE}/attempts/${attemptId}`, undefined, { signal }),
  });

/** Starts an attempt, or resumes the open one with its saved answers. */
export const startAttempt = (slugOrId: string) =>
  apiRequest<AttemptStart>('POST', `${BASE}/quizzes/${segment(slugOrId)}/attempts`);

export const saveAnswer = (attemptId: number, questionId: number, answer: unknown) =>
  apiRequest<AnswerSaved>('PUT', `${BASE}/attempts/${attemptId}/answers/${questionId}`, { answer });

export const submitAttempt = (attemptId: number) =>
  apiRequest<AttemptResult>('POST', `${BASE}/attempts/${attemptId}/submit`);

/** IQ tests carry norms: their results show a percentile and a band. */
export const isIqQuiz = (quiz: Pick<QuizView, 'category'>) => quiz.category.startsWith('iq-');
