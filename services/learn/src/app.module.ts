import { Module, type DynamicModule } from '@nestjs/common';
import { databaseModule, ServiceKitModule } from '@site/service-kit';
import type { LearnConfig } from './config.js';
import { Quizzes1732300000000 } from './database/migrations/1732300000000-quizzes.js';
import { CoursesAndAttempts1732400000000 } from './database/migrations/1732400000000-courses-and-attempts.js';
import { GameResults1732500000000 } from './database/migrations/1732500000000-game-results.js';
import { AttemptsModule } from './features/attempts/attempts.module.js';
import { CoursesModule } from './features/courses/courses.module.js';
import { GameResultsModule } from './features/game-results/game-results.module.js';
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
          migrations: [Quizzes1732300000000, CoursesAndAttempts1732400000000, GameResults1732500000000],
        }),
        QuizzesModule,
        CoursesModule,
        AttemptsModule,
        GameResultsModule,
      ],
      providers: [QuizSeedService, CourseSeedService, SeedRunner],
    };
  }
}
