import { Controller, Get, HttpCode, Param, Post, Res, UseGuards } from '@nestjs/common';
import type {
  CourseDetail,
  CourseSummary,
  Enrolment,
  LessonCompletion,
  LessonContent,
  MyCourse,
} from '@site/contracts';
import { Caller, SignedInGuard, type CallerIdentity } from '@site/service-kit';
import { CoursesService } from './courses.service.js';

/** The part of Fastify's reply used here. */
interface Reply {
  status(code: number): unknown;
}

/** For routes behind SignedInGuard, where the caller is set. */
const userIdOf = (caller: CallerIdentity | null) => (caller as CallerIdentity).userId;

@Controller('elearning')
export class CoursesController {
  constructor(private readonly courses: CoursesService) {}

  @Get('courses')
  list(): Promise<CourseSummary[]> {
    return this.courses.list();
  }

  @Get('courses/:slug')
  detail(@Param('slug') slug: string, @Caller() caller: CallerIdentity | null): Promise<CourseDetail> {
    return this.courses.detail(slug, caller);
  }

  @Get('courses/:slug/lessons/:lessonSlug')
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
  complete(
    @Param('slug') slug: string,
    @Param('lessonSlug') lessonSlug: string,
    @Caller() caller: CallerIdentity | null,
  ): Promise<LessonCompletion> {
    return this.courses.complete(userIdOf(caller), slug, lessonSlug);
  }

  @Get('me/courses')
  @UseGuards(SignedInGuard)
  mine(@Caller() caller: CallerIdentity | null): Promise<MyCourse[]> {
    return this.courses.mine(userIdOf(caller));
  }
}
