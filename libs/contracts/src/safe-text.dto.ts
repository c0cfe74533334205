import { ValidateBy, type ValidationOptions } from 'class-validator';
import { unsafeTextProblem } from './safe-text.js';

/**
 * A string field holding no NUL, control character or lone surrogate; put it after `@IsString()`.
 * The message names the field and the problem.
 */
export function IsSafeText(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isSafeText',
      validator: {
        validate: (value: unknown) => typeof value === 'string' && unsafeTextProblem(value) === null,
        defaultMessage: (args) =>
          `${args?.property ?? 'The value'} ${typeof args?.value === 'string' ? (unsafeTextProblem(args.value) ?? 'is not safe text') : 'must be a string'}.`,
      },
    },
    options,
  );
}
