import type { QuizView } from '@site/contracts';

/** IQ tests carry norms: their results show a percentile and a band. */
export const isIqQuiz = (quiz: Pick<QuizView, 'category'>) => quiz.category.startsWith('iq-');
