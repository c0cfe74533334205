import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MarkdownRenderer } from '@site/markdown-render';
import { pageDocumentController } from '@site/service-kit';
import { CourseEntity } from '../courses/course.entity.js';
import { CoursesModule } from '../courses/courses.module.js';
import { CoursesService } from '../courses/courses.service.js';
import { EnrolmentEntity } from '../courses/enrolment.entity.js';
import { EnrolmentsRepository } from '../courses/enrolments.repository.js';
import { LessonCompletionEntity } from '../courses/lesson-completion.entity.js';
import { QuizzesModule } from '../quizzes/quizzes.module.js';
import { QuizzesService } from '../quizzes/quizzes.service.js';
import { PageDocumentService } from './page-document.service.js';

/** The first HTML of the learn pages: what the gateway writes into them. */
@Module({
  imports: [
    TypeOrmModule.forFeature([CourseEntity, EnrolmentEntity, LessonCompletionEntity]),
    CoursesModule,
    QuizzesModule,
  ],
  controllers: [pageDocumentController(PageDocumentService)],
  // The course and quiz services answer here exactly as their API does, read-only.
  providers: [
    PageDocumentService,
    CoursesService,
    EnrolmentsRepository,
    QuizzesService,
    { provide: MarkdownRenderer, useFactory: () => new MarkdownRenderer() },
  ],
})
export class PagesModule {}
