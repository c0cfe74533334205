import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/** Every 4xx and 5xx answer: the status again and a message a person can read. */
export class ErrorDto {
  @ApiProperty({ type: 'integer', example: 400 })
  statusCode!: number;

  @ApiProperty({
    oneOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }],
    example: 'sortBy must be one of: date, popularity, title.',
  })
  message!: string | string[];

  @ApiPropertyOptional({ example: 'Bad Request' })
  error?: string;
}
