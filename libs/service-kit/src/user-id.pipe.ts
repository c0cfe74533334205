import { BadRequestException, Injectable, type PipeTransform } from '@nestjs/common';

const INT32_MAX = 2_147_483_647;

/** A user id in a path: a whole number the integer columns can hold. */
@Injectable()
export class UserIdPipe implements PipeTransform<unknown, number> {
  transform(value: unknown): number {
    const id = Number(value);
    if (!Number.isSafeInteger(id) || id < 1 || id > INT32_MAX)
      throw new BadRequestException('User id must be a positive whole number.');
    return id;
  }
}
