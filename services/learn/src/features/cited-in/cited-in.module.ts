import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LessonEntity } from '../courses/lesson.entity.js';
import { CitedInController } from './cited-in.controller.js';
import { CitedInRepository } from './cited-in.repository.js';

/** "Cited in" for the library: the lessons linking to one of its items. */
@Module({
  imports: [TypeOrmModule.forFeature([LessonEntity])],
  controllers: [CitedInController],
  providers: [CitedInRepository],
})
export class CitedInModule {}
