import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { QuestionEntity } from './question.entity.js';
import { QuizEntity } from './quiz.entity.js';
import { QuizzesController } from './quizzes.controller.js';
import { QuizzesRepository } from './quizzes.repository.js';
import { QuizzesService } from './quizzes.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([QuizEntity, QuestionEntity])],
  controllers: [QuizzesController],
  providers: [QuizzesService, QuizzesRepository],
  exports: [QuizzesRepository],
})
export class QuizzesModule {}
