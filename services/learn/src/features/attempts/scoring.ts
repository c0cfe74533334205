import type { AttemptResult, QuestionKind, ReviewItem, SavedAnswers } from '@site/contracts';
import type { StoredQuestion } from '../quizzes/quiz-view.js';
import { correctAnswerOf, isCorrect } from './answer-check.js';
import { IQ_CATEGORIES, placeScore, readNorms } from './iq-norms.js';

/** Answers saved later than this after the deadline are refused. */
export const ANSWER_GRACE_MS = 5_000;

export interface ScoredQuiz {
  slug: string;
  category: string;
  passPercent: number;
  norms: unknown;
}

export interface AttemptTiming {
  attemptId: number;
  startedAt: Date;
  deadline: Date | null;
  submittedAt: Date;
}

/**
 * Scores an attempt on the server: one point per question, the review with the correct answers
 * and explanations, and for IQ tests the place of the score on the seeded norms.
 */
export function scoreAttempt(
  quiz: ScoredQuiz,
  questions: StoredQuestion[],
  answers: SavedAnswers,
  timing: AttemptTiming,
): AttemptResult {
  const review: ReviewItem[] = questions.map((question) => {
    const yourAnswer = answers[String(question.id)];
    return {
      questionId: Number(question.id),
      kind: question.kind as QuestionKind,
      prompt: question.prompt,
      yourAnswer: yourAnswer ?? null,
      ...correctAnswerOf(question),
      correct: isCorrect(question, yourAnswer),
      explanation: question.explanation,
    };
  });
  const score = review.filter((item) => item.correct).length;
  const maxScore = review.length;
  // The clock stops at the deadline: time after it could not be used to answer.
  const end = timing.deadline && timing.deadline < timing.submittedAt ? timing.deadline : timing.submittedAt;
  const result: AttemptResult = {
    attemptId: timing.attemptId,
    quizSlug: quiz.slug,
    score,
    maxScore,
    percent: maxScore === 0 ? 0 : Math.round((score / maxScore) * 100),
    // Compared without rounding: 59.6 % does not pass a 60 % mark.
    passed: score * 100 >= quiz.passPercent * maxScore,
    durationSeconds: Math.max(0, Math.round((end.getTime() - timing.startedAt.getTime()) / 1000)),
    submittedAt: timing.submittedAt.toISOString(),
    review,
  };
  const norms = IQ_CATEGORIES.includes(quiz.category) ? readNorms(quiz.norms) : null;
  return norms ? { ...result, ...placeScore(score, norms) } : result;
}
