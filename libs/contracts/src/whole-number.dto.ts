import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

interface WholeNumberOptions {
  max: number;
  default: number;
  description?: string;
}

/**
 * An optional whole-number query parameter between 1 and `max` (a page, a page size): converted from
 * the query's text, and refused with a message naming it when it is anything else, repeated included.
 */
export function OptionalWholeNumber(name: string, { max, ...doc }: WholeNumberOptions): PropertyDecorator {
  const decorators = [
    ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: max, ...doc }),
    IsOptional(),
    Type(() => Number),
    IsInt({ message: `${name} must be a whole number.` }),
    Min(1, { message: `${name} must be at least 1.` }),
    Max(max, { message: `${name} must be at most ${max}.` }),
  ];
  return (target, key) => decorators.forEach((decorate) => decorate(target, key));
}
