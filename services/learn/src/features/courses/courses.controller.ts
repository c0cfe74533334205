import { Controller, Get, HttpCode, Param, Post, Query, Res, UseGuards } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type {
  CourseDetail,
  CourseSummary,
  Enrolment,
  LessonCompletion,
  LessonContent,
  MyCourse,
} from '@site/contracts';
import {
  CourseDetailDto,
  CourseSummaryDto,
  EnrolmentDto,
  LessonCompletionDto,
  LessonContentDto,
  MyCourseDto,
  TopicFilterQueryDto,
} from '@site/contracts/dto';
import { ApiErrors, ApiSignedIn, Caller, SignedInGuard, type CallerIdentity } from '@site/service-kit';
import { CoursesService } from './courses.service.js';

/** The part of Fastify's reply used here. */
interface Reply {
  status(code: number): unknown;
}

/** For routes behind SignedInGuard, where the caller is set. */
const userIdOf = (caller: CallerIdentity | null) => (caller as CallerIdentity).userId;

const COURSE_SLUG = ApiParam({ name: 'slug', description: "The course's slug." });
const LESSON_SLUG = ApiParam({ name: 'lessonSlug', description: "The lesson's slug within its course." });
const NO_COURSE = 'No course has this slug.';

@ApiTags('courses')
@Controller('elearning')
export class CoursesController {
  constructor(private readonly courses: CoursesService) {}

  @Get('courses')
  @ApiOperation({ summary: 'Courses by title, optionally only those on one topic' })
  @ApiOkResponse({ type: CourseSummaryDto, isArray: true })
  @ApiErrors({ 400: 'A repeated, unsafe or oversized topic.' })
  list(@Query() { topic }: TopicFilterQueryDto): Promise<CourseSummary[]> {
    return this.courses.list(topic);
  }

  @Get('courses/:slug')
  @ApiOperation({ summary: 'A course with its lessons and, when signed in, progress' })
  @COURSE_SLUG
  @ApiOkResponse({ type: CourseDetailDto })
  @ApiErrors({ 404: NO_COURSE })
  detail(@Param('slug') slug: string, @Caller() caller: CallerIdentity | null): Promise<CourseDetail> {
    return this.courses.detail(slug, caller);
  }

  @Get('courses/:slug/lessons/:lessonSlug')
  @ApiOperation({ summary: 'A lesson: the first is open to all, the others to enrolled readers' })
  @COURSE_SLUG
  @LESSON_SLUG
  @ApiOkResponse({ type: LessonContentDto })
  @ApiErrors({ 403: 'Not enrolled in the course (or not logged in).', 404: `${NO_COURSE} Or the lesson is not in it.` })
  lesson(
    @Param('slug') slug: string,
    @Param('lessonSlug') lessonSlug: string,
    @Caller() caller: CallerIdentity | null,
  ): Promise<LessonContent> {
    return this.courses.lesson(slug, lessonSlug, caller);
  }

  /** 201 the first time, 200 with the same enrolment after. */
  @Post('courses/:slug/enroll')
  @UseGuards(SignedInGuard)
  @ApiOperation({ summary: 'Enrol in a course; a second enrolment is not an error' })
  @ApiSignedIn()
  @COURSE_SLUG
  @ApiCreatedResponse({ type: EnrolmentDto, description: 'Enrolled now.' })
  @ApiOkResponse({ type: EnrolmentDto, description: 'Already enrolled: the same enrolment.' })
  @ApiErrors({ 404: NO_COURSE })
  async enroll(
    @Param('slug') slug: string,
    @Caller() caller: CallerIdentity | null,
    @Res({ passthrough: true }) reply: Reply,
  ): Promise<Enrolment> {
    const { enrolment, created } = await this.courses.enroll(userIdOf(caller), slug);
    reply.status(created ? 201 : 200);
    return enrolment;
  }

  @Post('courses/:slug/lessons/:lessonSlug/complete')
  @HttpCode(200)
  @UseGuards(SignedInGuard)
  @ApiOperation({ summary: 'Mark a lesson complete' })
  @ApiSignedIn()
  @COURSE_SLUG
  @LESSON_SLUG
  @ApiOkResponse({ type: LessonCompletionDto })
  @ApiErrors({ 403: 'Not enrolled in the course.', 404: `${NO_COURSE} Or the lesson is not in it.` })
  complete(
    @Param('slug') slug: string,
    @Param('lessonSlug') lessonSlug: string,
    @Caller() caller: CallerIdentity | null,
  ): Promise<LessonCompletion> {
    return this.courses.complete(userIdOf(caller), slug, lessonSlug);
  }

  @Get('me/courses')
  @UseGuards(SignedInGuard)
  @ApiOperation({ summary: "The caller's courses with progress" })
  @ApiSignedIn()
  @ApiOkResponse({ type: MyCourseDto, isArray: true })
  mine(@Caller() caller: CallerIdentity | null): Promise<MyCourse[]> {
    return this.courses.mine(userIdOf(caller));
  }
}
