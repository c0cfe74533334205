import { Module, type DynamicModule } from '@nestjs/common';
import { databaseModule, ServiceKitModule } from '@site/service-kit';
import type { LearnConfig } from './config.js';
import { Quizzes1732300000000 } from './database/migrations/1732300000000-quizzes.js';
import { CoursesAndAttempts1732400000000 } from './database/migrations/1732400000000-courses-and-attempts.js';
import { GameResults1732500000000 } from './database/migrations/1732500000000-game-results.js';
import { Search1732750000000 } from './database/migrations/1732750000000-search.js';
import { Topics1732850000000 } from './database/migrations/1732850000000-topics.js';
import { SearchPhrasePairs1732980000000 } from './database/migrations/1732980000000-search-phrase-pairs.js';
import { QuizVersions1733240000000 } from './database/migrations/1733240000000-quiz-versions.js';
import { CourseEditedAt1733400000000 } from './database/migrations/1733400000000-course-edited-at.js';
import { SearchParts1733410000000 } from './database/migrations/1733410000000-search-parts.js';
import { CoursePublishedAt1733420000000 } from './database/migrations/1733420000000-course-published-at.js';
import { AdminCoursesModule } from './features/admin-courses/admin-courses.module.js';
import { AdminQuizzesModule } from './features/admin-quizzes/admin-quizzes.module.js';
import { AccountDataModule } from './features/account-data/account-data.module.js';
import { AiTestModule } from './features/ai-test/ai-test.module.js';
import { AttemptEntity } from './features/attempts/attempt.entity.js';
import { AttemptsModule } from './features/attempts/attempts.module.js';
import { CitedInModule } from './features/cited-in/cited-in.module.js';
import { CourseEntity } from './features/courses/course.entity.js';
import { CoursesModule } from './features/courses/courses.module.js';
import { EnrolmentEntity } from './features/courses/enrolment.entity.js';
import { LessonCompletionEntity } from './features/courses/lesson-completion.entity.js';
import { LessonEntity } from './features/courses/lesson.entity.js';
import { GameResultEntity } from './features/game-results/game-result.entity.js';
import { GameResultsModule } from './features/game-results/game-results.module.js';
import { QuestionEntity } from './features/quizzes/question.entity.js';
import { QuizEntity } from './features/quizzes/quiz.entity.js';
import { QuizzesModule } from './features/quizzes/quizzes.module.js';
import { SearchModule } from './features/search/search.module.js';
import { SeedModule } from './features/seed/seed.module.js';
import { SitemapsModule } from './features/sitemaps/sitemaps.module.js';
import { TransferModule } from './features/transfer/transfer.module.js';

@Module({})
export class AppModule {
  static register(config: LearnConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ServiceKitModule.forRoot(config),
        databaseModule(config, {
          schema: 'learn',
          entities: [
            QuizEntity,
            QuestionEntity,
            CourseEntity,
            LessonEntity,
            EnrolmentEntity,
            LessonCompletionEntity,
            AttemptEntity,
            GameResultEntity,
          ],
          migrations: [
            Quizzes1732300000000,
            CoursesAndAttempts1732400000000,
            GameResults1732500000000,
            Search1732750000000,
            Topics1732850000000,
            SearchPhrasePairs1732980000000,
            QuizVersions1733240000000,
            CourseEditedAt1733400000000,
            SearchParts1733410000000,
            CoursePublishedAt1733420000000,
          ],
        }),
        QuizzesModule,
        CoursesModule,
        AttemptsModule,
        GameResultsModule,
        SitemapsModule,
        SearchModule,
        CitedInModule,
        AiTestModule,
        AccountDataModule,
        AdminQuizzesModule,
        AdminCoursesModule,
        SeedModule,
        TransferModule,
      ],
    };
  }
}
