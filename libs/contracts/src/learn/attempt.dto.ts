import { IsDefined } from 'class-validator';

/** PUT /api/elearning/attempts/:id/answers/:questionId; the shape is checked against the question's kind. */
export class SaveAnswerDto {
  @IsDefined({ message: 'answer is required.' })
  answer: unknown;
}
