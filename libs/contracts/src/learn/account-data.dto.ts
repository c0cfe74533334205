import { ApiProperty } from '@nestjs/swagger';
import type { AccountDataDeleted } from './account-data.js';

export class AccountDataDeletedDto implements AccountDataDeleted {
  @ApiProperty({ type: 'integer', description: 'Quiz attempts with their answers and scores.' })
  attempts!: number;

  @ApiProperty({ type: 'integer', description: 'Course enrolments.' })
  enrolments!: number;

  @ApiProperty({ type: 'integer', description: 'Lessons marked done.' })
  lessonCompletions!: number;

  @ApiProperty({ type: 'integer', description: 'Game times and scores.' })
  gameResults!: number;
}
