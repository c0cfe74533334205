import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CourseEntity } from '../courses/course.entity.js';
import { QuizEntity } from '../quizzes/quiz.entity.js';
import { SitemapsController } from './sitemaps.controller.js';
import { SitemapsRepository } from './sitemaps.repository.js';
import { SitemapsService } from './sitemaps.service.js';

/** Sitemaps of the courses and quizzes, outside `/api`. */
@Module({
  imports: [TypeOrmModule.forFeature([CourseEntity, QuizEntity])],
  controllers: [SitemapsController],
  providers: [SitemapsService, SitemapsRepository],
})
export class SitemapsModule {}
