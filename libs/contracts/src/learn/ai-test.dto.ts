import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsIn, IsString, MaxLength, ValidateNested } from 'class-validator';
import { IsSafeText } from '../safe-text.dto.js';
import {
  AI_TEST_GUESSES,
  type AiTestAnswer,
  type AiTestAnswers,
  type AiTestGuess,
  type AiTestPassage,
  type AiTestResult,
  type AiTestVerdict,
} from './ai-test.js';

export class AiTestPassageDto implements AiTestPassage {
  @ApiProperty({ example: 'swifts' })
  id!: string;

  @ApiProperty({ description: 'Plain text; paragraphs are separated by a blank line.' })
  text!: string;
}

export class AiTestAnswerDto implements AiTestAnswer {
  @ApiProperty({ example: 'swifts', maxLength: 100 })
  @IsString({ message: 'Each answer needs an id.' })
  @MaxLength(100)
  @IsSafeText()
  id!: string;

  @ApiProperty({ enum: AI_TEST_GUESSES })
  @IsIn(AI_TEST_GUESSES, { message: `guess must be one of: ${AI_TEST_GUESSES.join(', ')}.` })
  guess!: AiTestGuess;
}

/** A guess for every passage of the test, each passage once; anything else answers 400. */
export class AiTestAnswersDto implements AiTestAnswers {
  @ApiProperty({ type: [AiTestAnswerDto], description: 'One guess for each passage of the test.' })
  @IsArray({ message: 'answers must be a list.' })
  @ArrayMinSize(1, { message: 'answers must not be empty.' })
  @ArrayMaxSize(100)
  @ValidateNested({ each: true })
  @Type(() => AiTestAnswerDto)
  answers!: AiTestAnswerDto[];
}

export class AiTestVerdictDto implements AiTestVerdict {
  @ApiProperty({ example: 'swifts' })
  id!: string;

  @ApiProperty({ enum: AI_TEST_GUESSES })
  guess!: AiTestGuess;

  @ApiProperty({ enum: AI_TEST_GUESSES, description: 'Who really wrote the passage.' })
  truth!: AiTestGuess;

  @ApiProperty()
  correct!: boolean;

  @ApiProperty({ description: 'The tells that give the passage away.' })
  explanation!: string;
}

export class AiTestResultDto implements AiTestResult {
  @ApiProperty({ type: 'integer', minimum: 0, description: 'Correct guesses.' })
  score!: number;

  @ApiProperty({ type: 'integer', minimum: 1, description: 'Passages in the test.' })
  total!: number;

  @ApiProperty({ type: [AiTestVerdictDto], description: 'One verdict per guess, in the order the guesses came.' })
  verdicts!: AiTestVerdictDto[];
}
