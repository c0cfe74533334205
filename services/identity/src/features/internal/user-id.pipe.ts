import { BadRequestException, Injectable, type PipeTransform } from '@nestjs/common';

/** A user id in a path. The global ValidationPipe has already turned it into a number (or NaN). */
@Injectable()
export class UserIdPipe implements PipeTransform<unknown, number> {
  transform(value: unknown): number {
    const id = Number(value);
    if (!Number.isSafeInteger(id) || id < 1) throw new BadRequestException('User id must be a positive whole number.');
    return id;
  }
}
