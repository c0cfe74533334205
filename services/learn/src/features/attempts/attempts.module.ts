import { Module } from '@nestjs/common';
import { QuizzesModule } from '../quizzes/quizzes.module.js';
import { AttemptsController } from './attempts.controller.js';
import { AttemptsService } from './attempts.service.js';
import { CLOCK, systemClock } from './clock.js';

@Module({
  imports: [QuizzesModule],
  controllers: [AttemptsController],
  providers: [AttemptsService, { provide: CLOCK, useValue: systemClock }],
})
export class AttemptsModule {}
