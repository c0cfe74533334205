import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MarkdownRenderer } from '@site/markdown-render';
import { CourseEntity } from './course.entity.js';
import { CoursesController } from './courses.controller.js';
import { CoursesRepository } from './courses.repository.js';
import { CoursesService } from './courses.service.js';
import { EnrolmentEntity } from './enrolment.entity.js';
import { EnrolmentsRepository } from './enrolments.repository.js';
import { LessonCompletionEntity } from './lesson-completion.entity.js';
import { LessonEntity } from './lesson.entity.js';

@Module({
  imports: [TypeOrmModule.forFeature([CourseEntity, LessonEntity, EnrolmentEntity, LessonCompletionEntity])],
  controllers: [CoursesController],
  providers: [
    CoursesService,
    CoursesRepository,
    EnrolmentsRepository,
    // Lesson bodies rendered once per text (a bounded memo), as the content service does.
    { provide: MarkdownRenderer, useFactory: () => new MarkdownRenderer() },
  ],
  exports: [CoursesRepository],
})
export class CoursesModule {}
