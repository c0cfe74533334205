import { Injectable } from '@nestjs/common';
import type { AccountDataDeleted } from '@site/contracts';
import { DataSource } from 'typeorm';
import { AttemptEntity } from '../attempts/attempt.entity.js';
import { EnrolmentEntity } from '../courses/enrolment.entity.js';
import { LessonCompletionEntity } from '../courses/lesson-completion.entity.js';
import { GameResultEntity } from '../game-results/game-result.entity.js';

/** Everything the learn service keeps about one reader; quizzes and courses (the author's content) stay. */
@Injectable()
export class AccountDataRepository {
  constructor(private readonly dataSource: DataSource) {}

  deleteFor(userId: number): Promise<AccountDataDeleted> {
    return this.dataSource.transaction(async (manager) => {
      const count = async (
        entity: typeof AttemptEntity | typeof EnrolmentEntity | typeof LessonCompletionEntity | typeof GameResultEntity,
      ) => (await manager.delete(entity, { userId })).affected ?? 0;
      return {
        lessonCompletions: await count(LessonCompletionEntity),
        enrolments: await count(EnrolmentEntity),
        attempts: await count(AttemptEntity),
        gameResults: await count(GameResultEntity),
      };
    });
  }
}
