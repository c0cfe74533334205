import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Res, UseGuards } from '@nestjs/common';
import {
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import type { AdminCourse, AdminCourseSummary, AdminLesson } from '@site/contracts';
import {
  AdminCourseDto,
  AdminCourseInputDto,
  AdminCourseStatusInputDto,
  AdminCourseSummaryDto,
  AdminLessonDto,
  AdminLessonInputDto,
  AdminLessonOrderInputDto,
} from '@site/contracts/dto';
import { AdminGuard, ApiAdminOnly, ApiErrors, wordAuditSummary, type Worded } from '@site/service-kit';
import type { FastifyReply } from 'fastify';
import { AdminCoursesService } from './admin-courses.service.js';
import { lessonRefPipe, type LessonRef } from './lesson-ref.pipe.js';

const COURSE_ID = ApiParam({ name: 'id', description: "The course's numeric id (or its slug).", example: '3' });
const LESSON_ID = ApiParam({
  name: 'lessonId',
  description: "The lesson's numeric id (or its slug, unique in its course).",
  example: '17',
});
const NO_COURSE = 'No course has this id.';
const NO_LESSON = 'No course has this id, or it has no lesson with this id.';
const BAD_COURSE = 'A field missing, too long or unsafe, an unknown field or topic, or a malformed slug.';
const BAD_LESSON =
  'A field missing, too long or unsafe, an unknown field, a malformed slug, or a lesson named neither by id nor by slug.';

/** The action's answer, its words handed to the audit log ("published the course “…”"). */
function answered<T>(reply: FastifyReply, { value, words }: Worded<T>): T {
  wordAuditSummary(reply, words);
  return value;
}

/** The author's courses and their ordered lessons under /api/admin/courses. */
@ApiTags('admin')
@ApiAdminOnly()
@Controller('admin/courses')
@UseGuards(AdminGuard)
export class AdminCoursesController {
  constructor(private readonly courses: AdminCoursesService) {}

  @Get()
  @ApiOperation({ summary: 'Every course, drafts included, with its lessons and enrolled readers counted' })
  @ApiOkResponse({ type: AdminCourseSummaryDto, isArray: true })
  list(): Promise<AdminCourseSummary[]> {
    return this.courses.list();
  }

  @Post()
  @ApiOperation({ summary: 'Create a course as a draft' })
  @ApiCreatedResponse({ type: AdminCourseDto })
  @ApiErrors({ 400: BAD_COURSE, 409: 'Another course already uses this slug.' })
  create(@Body() body: AdminCourseInputDto): Promise<AdminCourse> {
    return this.courses.create(body);
  }

  @Get(':id')
  @ApiOperation({ summary: 'A course with every lesson in order, drafts included' })
  @COURSE_ID
  @ApiOkResponse({ type: AdminCourseDto })
  @ApiErrors({ 404: NO_COURSE })
  get(@Param('id') id: string): Promise<AdminCourse> {
    return this.courses.get(id);
  }

  @Put(':id')
  @ApiOperation({ summary: "Rewrite a course's own fields (its lessons are written one by one)" })
  @COURSE_ID
  @ApiOkResponse({ type: AdminCourseDto })
  @ApiErrors({ 400: BAD_COURSE, 404: NO_COURSE, 409: 'Another course already uses this slug.' })
  update(@Param('id') id: string, @Body() body: AdminCourseInputDto): Promise<AdminCourse> {
    return this.courses.update(id, body);
  }

  @Put(':id/status')
  @ApiOperation({ summary: 'Publish a course (it needs a published lesson), or take it back to a draft' })
  @COURSE_ID
  @ApiOkResponse({ type: AdminCourseDto })
  @ApiErrors({ 400: 'An unknown status, or publishing a course without a published lesson.', 404: NO_COURSE })
  async setStatus(
    @Param('id') id: string,
    @Body() body: AdminCourseStatusInputDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AdminCourse> {
    return answered(reply, await this.courses.setStatus(id, body.status));
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete a course nobody is enrolled in' })
  @COURSE_ID
  @ApiNoContentResponse({ description: 'Deleted, with its lessons.' })
  @ApiErrors({ 404: NO_COURSE, 409: 'Readers are enrolled: unpublish it instead.' })
  async remove(@Param('id') id: string): Promise<void> {
    await this.courses.remove(id);
  }

  @Put(':id/lesson-order')
  @ApiOperation({ summary: "Put the course's lessons in a new order; readers keep their progress" })
  @COURSE_ID
  @ApiOkResponse({ type: AdminCourseDto })
  @ApiErrors({ 400: "The order does not name each of the course's lessons exactly once.", 404: NO_COURSE })
  reorder(@Param('id') id: string, @Body() body: AdminLessonOrderInputDto): Promise<AdminCourse> {
    return this.courses.reorder(id, body.lessonIds);
  }

  @Post(':id/lessons')
  @ApiOperation({ summary: 'Add a lesson as a draft, after the last' })
  @COURSE_ID
  @ApiCreatedResponse({ type: AdminLessonDto })
  @ApiErrors({ 400: BAD_LESSON, 404: NO_COURSE, 409: 'Another lesson of the course already uses this slug.' })
  createLesson(@Param('id') id: string, @Body() body: AdminLessonInputDto): Promise<AdminLesson> {
    return this.courses.createLesson(id, body);
  }

  @Get(':id/lessons/:lessonId')
  @ApiOperation({ summary: 'A lesson with its markdown, drafts included' })
  @COURSE_ID
  @LESSON_ID
  @ApiOkResponse({ type: AdminLessonDto })
  @ApiErrors({ 400: 'A lesson named neither by id nor by slug.', 404: NO_LESSON })
  lesson(@Param('id') id: string, @Param('lessonId', lessonRefPipe) lesson: LessonRef): Promise<AdminLesson> {
    return this.courses.lesson(id, lesson);
  }

  @Put(':id/lessons/:lessonId')
  @ApiOperation({ summary: "Rewrite a lesson's slug, title and markdown" })
  @COURSE_ID
  @LESSON_ID
  @ApiOkResponse({ type: AdminLessonDto })
  @ApiErrors({ 400: BAD_LESSON, 404: NO_LESSON, 409: 'Another lesson of the course already uses this slug.' })
  updateLesson(
    @Param('id') id: string,
    @Param('lessonId', lessonRefPipe) lesson: LessonRef,
    @Body() body: AdminLessonInputDto,
  ): Promise<AdminLesson> {
    return this.courses.updateLesson(id, lesson, body);
  }

  @Put(':id/lessons/:lessonId/status')
  @ApiOperation({ summary: 'Publish a lesson, or take it back to a draft that readers never see' })
  @COURSE_ID
  @LESSON_ID
  @ApiOkResponse({ type: AdminLessonDto })
  @ApiErrors({ 400: 'An unknown status, or a lesson named neither by id nor by slug.', 404: NO_LESSON })
  async setLessonStatus(
    @Param('id') id: string,
    @Param('lessonId', lessonRefPipe) lesson: LessonRef,
    @Body() body: AdminCourseStatusInputDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AdminLesson> {
    return answered(reply, await this.courses.setLessonStatus(id, lesson, body.status));
  }

  @Delete(':id/lessons/:lessonId')
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete a lesson no reader has completed; the lessons after it move up' })
  @COURSE_ID
  @LESSON_ID
  @ApiNoContentResponse({ description: 'Deleted.' })
  @ApiErrors({
    400: 'A lesson named neither by id nor by slug.',
    404: NO_LESSON,
    409: 'Readers completed it: unpublish it instead.',
  })
  async removeLesson(@Param('id') id: string, @Param('lessonId', lessonRefPipe) lesson: LessonRef): Promise<void> {
    await this.courses.removeLesson(id, lesson);
  }
}
