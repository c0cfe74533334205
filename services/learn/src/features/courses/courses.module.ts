import { Module } from '@nestjs/common';
import { MarkdownRenderer } from '@site/markdown-render';
import { CoursesController } from './courses.controller.js';
import { CoursesService } from './courses.service.js';

@Module({
  controllers: [CoursesController],
  // Lesson bodies rendered once per text (a bounded memo), as the content service does.
  providers: [CoursesService, { provide: MarkdownRenderer, useFactory: () => new MarkdownRenderer() }],
})
export class CoursesModule {}
