import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CourseEntity } from '../courses/course.entity.js';
import { LessonEntity } from '../courses/lesson.entity.js';
import { SearchModule } from '../search/search.module.js';
import { AdminCoursesController } from './admin-courses.controller.js';
import { AdminCoursesRepository } from './admin-courses.repository.js';
import { AdminCoursesService } from './admin-courses.service.js';

/** The admin's course editor under /api/admin/courses. */
@Module({
  imports: [TypeOrmModule.forFeature([CourseEntity, LessonEntity]), SearchModule],
  controllers: [AdminCoursesController],
  providers: [AdminCoursesService, AdminCoursesRepository],
})
export class AdminCoursesModule {}
