import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AttemptEntity } from '../attempts/attempt.entity.js';
import { QuestionEntity } from '../quizzes/question.entity.js';
import { QuizEntity } from '../quizzes/quiz.entity.js';
import { SearchModule } from '../search/search.module.js';
import { AdminQuizzesController } from './admin-quizzes.controller.js';
import { AdminQuizzesRepository } from './admin-quizzes.repository.js';
import { AdminQuizzesService } from './admin-quizzes.service.js';

/** The admin's quiz editor under /api/admin/quizzes. */
@Module({
  imports: [TypeOrmModule.forFeature([QuizEntity, QuestionEntity, AttemptEntity]), SearchModule],
  controllers: [AdminQuizzesController],
  providers: [AdminQuizzesService, AdminQuizzesRepository],
})
export class AdminQuizzesModule {}
