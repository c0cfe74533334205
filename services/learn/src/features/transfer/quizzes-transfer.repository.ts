import { Injectable } from '@nestjs/common';
import type { ImportKindReport } from '@site/contracts';
import { In, type EntityManager, type QueryDeepPartialEntity } from 'typeorm';
import { writeQuestions } from '../quizzes/question-versions.js';
import { QuestionEntity } from '../quizzes/question.entity.js';
import { QuizEntity } from '../quizzes/quiz.entity.js';
import type { QuizSeed } from '../seed/quiz-file.js';
import { canonicalJson, quizRecordOf, type QuizRecord } from './quiz-record.js';

/** Quizzes with the questions of their current version, in and out of the archive, inside the caller's transaction. */
@Injectable()
export class QuizzesTransferRepository {
  async all(manager: EntityManager): Promise<QuizRecord[]> {
    const quizzes = await manager.find(QuizEntity, { order: { slug: 'ASC' } });
    // One after the other: a transaction's queries share one connection.
    const records: QuizRecord[] = [];
    for (const quiz of quizzes) records.push(quizRecordOf(quiz, await currentQuestions(manager, quiz)));
    return records;
  }

  /**
   * Creates the new quizzes and rewrites the changed ones as the editor does (a new version when the old one
   * has attempts, so no attempt loses its questions).
   */
  async write(manager: EntityManager, quizzes: { record: QuizRecord; seed: QuizSeed }[]): Promise<ImportKindReport> {
    const report = { kind: 'quizzes', created: 0, updated: 0, unchanged: 0 };
    if (quizzes.length === 0) return report;
    const existing = new Map(
      (await manager.find(QuizEntity, { where: { slug: In(quizzes.map(({ record }) => record.slug)) } })).map(
        (quiz) => [quiz.slug, quiz],
      ),
    );
    for (const { record, seed } of quizzes) {
      const quiz = existing.get(record.slug);
      if (quiz && canonicalJson(quizRecordOf(quiz, await currentQuestions(manager, quiz))) === canonicalJson(record)) {
        report.unchanged += 1;
        continue;
      }
      // TypeORM's deep-partial type cannot take the jsonb norms, typed `unknown`.
      const fields: QueryDeepPartialEntity<QuizEntity> = {
        slug: record.slug,
        title: record.title,
        description: record.description,
        coverImage: record.coverImage,
        category: record.category,
        timeLimitSeconds: record.timeLimitSeconds,
        passPercent: record.passPercent,
        courseSlug: record.course,
        topics: record.topics,
        norms: record.norms as QueryDeepPartialEntity<QuizEntity>['norms'],
        publishedAt: record.publishedAt === null ? null : new Date(record.publishedAt),
        // Imported by the admin: the seed file no longer rewrites it.
        editedAt: new Date(),
      };
      let quizId = quiz?.id;
      if (quizId === undefined) {
        const inserted = await manager.insert(QuizEntity, { ...fields, contentHash: seed.contentHash });
        quizId = Number(inserted.identifiers[0].id);
        report.created += 1;
      } else {
        await manager.update(QuizEntity, { id: quizId }, fields);
        report.updated += 1;
      }
      await writeQuestions(manager, quizId, seed.questions);
    }
    return report;
  }
}

function currentQuestions(manager: EntityManager, quiz: QuizEntity): Promise<QuestionEntity[]> {
  return manager.find(QuestionEntity, {
    where: { quizId: quiz.id, version: quiz.version },
    order: { position: 'ASC' },
  });
}
