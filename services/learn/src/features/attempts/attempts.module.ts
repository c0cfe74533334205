import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { QuizzesModule } from '../quizzes/quizzes.module.js';
import { AttemptEntity } from './attempt.entity.js';
import { AttemptsController } from './attempts.controller.js';
import { AttemptsRepository } from './attempts.repository.js';
import { AttemptsService } from './attempts.service.js';
import { CLOCK, systemClock } from './clock.js';

@Module({
  imports: [TypeOrmModule.forFeature([AttemptEntity]), QuizzesModule],
  controllers: [AttemptsController],
  providers: [AttemptsService, AttemptsRepository, { provide: CLOCK, useValue: systemClock }],
})
export class AttemptsModule {}
