import { Module, type DynamicModule } from '@nestjs/common';
import { databaseModule, ServiceKitModule } from '@site/service-kit';
import type { LearnConfig } from './config.js';
import { Quizzes1732300000000 } from './database/migrations/1732300000000-quizzes.js';
import { CoursesAndAttempts1732400000000 } from './database/migrations/1732400000000-courses-and-attempts.js';
import { QuestionEntity } from './features/quizzes/question.entity.js';
import { QuizEntity } from './features/quizzes/quiz.entity.js';
import { QuizzesModule } from './features/quizzes/quizzes.module.js';
import { CourseSeedService } from './features/seed/course-seed.service.js';
import { QuizSeedService } from './features/seed/quiz-seed.service.js';
import { SeedRunner } from './features/seed/seed-runner.service.js';

@Module({})
export class AppModule {
  static register(config: LearnConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ServiceKitModule.forRoot(config),
        databaseModule(config, {
          schema: 'learn',
          entities: [QuizEntity, QuestionEntity],
          migrations: [Quizzes1732300000000, CoursesAndAttempts1732400000000],
        }),
        QuizzesModule,
      ],
      providers: [QuizSeedService, CourseSeedService, SeedRunner],
    };
  }
}
