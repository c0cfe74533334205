import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import { EnrolmentEntity } from './enrolment.entity.js';
import { LessonCompletionEntity } from './lesson-completion.entity.js';

/** Who enrolled in which course, and which lessons they completed. */
@Injectable()
export class EnrolmentsRepository {
  constructor(
    @InjectRepository(EnrolmentEntity) private readonly enrolments: Repository<EnrolmentEntity>,
    @InjectRepository(LessonCompletionEntity) private readonly completions: Repository<LessonCompletionEntity>,
  ) {}

  async enrolledAt(userId: number, courseId: number): Promise<Date | null> {
    const enrolment = await this.enrolments.findOne({
      select: { id: true, createdAt: true },
      where: { userId, courseId },
    });
    return enrolment?.createdAt ?? null;
  }

  /** Enrols once: a second call finds the first enrolment (`created` false). */
  async enrol(userId: number, courseId: number): Promise<{ enrolledAt: Date; created: boolean }> {
    const enrolment = this.enrolments.create({ userId, courseId });
    const inserted = await this.enrolments.createQueryBuilder().insert().values(enrolment).orIgnore().execute();
    if ((inserted.raw as unknown[]).length > 0) return { enrolledAt: enrolment.createdAt, created: true };
    return { enrolledAt: (await this.enrolledAt(userId, courseId)) as Date, created: false };
  }

  /** The user's enrolments with their courses, most recent first (index enrolments_user_created_idx). */
  ofUser(userId: number, limit: number): Promise<EnrolmentEntity[]> {
    return this.enrolments.find({
      relations: { course: true },
      where: { userId },
      order: { createdAt: 'DESC', id: 'DESC' },
      take: limit,
    });
  }

  /** Which of these lessons the user completed. */
  async completedAmong(userId: number, lessonIds: number[]): Promise<Set<number>> {
    if (lessonIds.length === 0) return new Set();
    const rows = await this.completions.find({
      select: { id: true, lessonId: true },
      where: { userId, lessonId: In(lessonIds) },
    });
    return new Set(rows.map((row) => row.lessonId));
  }

  /** Marks a lesson done; doing it again keeps the first time. Answers when it was first completed. */
  async complete(userId: number, lessonId: number): Promise<Date> {
    await this.completions.createQueryBuilder().insert().values({ userId, lessonId }).orIgnore().execute();
    const completion = await this.completions.findOneOrFail({
      select: { id: true, completedAt: true },
      where: { userId, lessonId },
    });
    return completion.completedAt;
  }
}
