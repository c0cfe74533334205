import { Module } from '@nestjs/common';
import { CoursesModule } from '../courses/courses.module.js';
import { QuizzesModule } from '../quizzes/quizzes.module.js';
import { SearchModule } from '../search/search.module.js';
import { CourseSeedService } from './course-seed.service.js';
import { QuizSeedService } from './quiz-seed.service.js';
import { SeedRunner } from './seed-runner.service.js';

/** Loads the shipped quizzes and courses at start. */
@Module({
  imports: [QuizzesModule, CoursesModule, SearchModule],
  providers: [QuizSeedService, CourseSeedService, SeedRunner],
})
export class SeedModule {}
