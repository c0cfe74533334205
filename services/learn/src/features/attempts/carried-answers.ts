import type { SavedAnswers } from '@site/contracts';
import type { StoredQuestion } from '../quizzes/quiz-view.js';
import { answerProblem } from './answer-check.js';

type KeyedQuestion = StoredQuestion & { key: string };

/**
 * The answers of an open attempt carried from its quiz's old version to the newest: each goes to the question
 * with the same key, if there still is one and the answer still fits it (its option may be gone).
 */
export function carriedAnswers(answers: SavedAnswers, from: KeyedQuestion[], to: KeyedQuestion[]): SavedAnswers {
  const byKey = new Map(to.map((question) => [question.key, question]));
  const carried: SavedAnswers = {};
  for (const question of from) {
    const answer = answers[String(question.id)];
    const next = byKey.get(question.key);
    if (answer === undefined || !next || answerProblem(next, answer) !== null) continue;
    carried[String(next.id)] = answer;
  }
  return carried;
}
