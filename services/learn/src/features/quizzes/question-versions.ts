import { In, Not, type EntityManager, type QueryDeepPartialEntity } from 'typeorm';
import { AttemptEntity } from '../attempts/attempt.entity.js';
import { QuestionEntity } from './question.entity.js';
import { QuizEntity } from './quiz.entity.js';
import { normalRow, sameQuestions, type QuestionRow } from './question-rows.js';

export interface WrittenQuestions {
  /** The quiz's version after the write. */
  version: number;
  /** True when the questions went into a new version, as the old one had attempts. */
  newVersion: boolean;
}

/**
 * Writes the questions of a quiz, inside the caller's transaction. Unchanged questions leave everything as it
 * was. Otherwise, when nobody has attempted the quiz's version, it is rewritten in place (questions matched by
 * key, so their ids stay); when someone has, the questions go into the next version and the quiz moves to it,
 * so attempts keep the questions they answered and are scored against them.
 */
export async function writeQuestions(
  manager: EntityManager,
  quizId: number,
  questions: readonly QuestionRow[],
): Promise<WrittenQuestions> {
  // The lock keeps two saves of one quiz from both deciding on the same new version.
  const quiz = await manager.findOneOrFail(QuizEntity, {
    select: { id: true, version: true },
    where: { id: quizId },
    lock: { mode: 'pessimistic_write' },
  });
  const current = await manager.find(QuestionEntity, {
    where: { quizId, version: quiz.version },
    order: { position: 'ASC' },
  });
  if (sameQuestions(current, questions)) return { version: quiz.version, newVersion: false };

  const attempted = await manager.exists(AttemptEntity, { where: { quizId, quizVersion: quiz.version } });
  const version = attempted ? quiz.version + 1 : quiz.version;
  if (questions.length > 0) {
    await manager
      .createQueryBuilder()
      .insert()
      .into(QuestionEntity)
      .values(
        questions.map((row, i) => ({
          ...normalRow(row),
          quizId,
          version,
          position: i + 1,
        })) as QueryDeepPartialEntity<QuestionEntity>[],
      )
      .orUpdate(
        ['position', 'kind', 'prompt', 'figure', 'options', 'answer', 'explanation'],
        ['quiz_id', 'version', 'key'],
      )
      .execute();
  }
  const kept = questions.map((row) => row.key);
  await manager.delete(QuestionEntity, { quizId, version, ...(kept.length > 0 ? { key: Not(In(kept)) } : {}) });
  if (attempted) await manager.update(QuizEntity, { id: quizId }, { version });
  return { version, newVersion: attempted };
}
