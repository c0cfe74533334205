import { BadRequestException, Injectable, NotFoundException, type PipeTransform } from '@nestjs/common';

const INT32_MAX = 2_147_483_647;

/**
 * A user id in a path: a positive whole number (else 400). One past what the integer columns hold names no
 * account that can exist, so it is a 404 here rather than a database error later.
 */
@Injectable()
export class UserIdPipe implements PipeTransform<unknown, number> {
  transform(value: unknown): number {
    const id = Number(value);
    if (!Number.isSafeInteger(id) || id < 1) throw new BadRequestException('User id must be a positive whole number.');
    if (id > INT32_MAX) throw new NotFoundException('No account has this id.');
    return id;
  }
}
