import type { CanActivate, ExecutionContext, Type } from '@nestjs/common';
import { validationPipe } from '@site/service-kit';

/**
 * Validates the body before later guards (passport) read it: guards run before pipes, and
 * bad input must get its 400 rather than reach the credential check.
 */
export function ValidateBody(dto: Type): Type<CanActivate> {
  class ValidateBodyGuard implements CanActivate {
    private readonly pipe = validationPipe();

    async canActivate(context: ExecutionContext): Promise<boolean> {
      const request = context.switchToHttp().getRequest<{ body: unknown }>();
      request.body = await this.pipe.transform(request.body ?? {}, { type: 'body', metatype: dto });
      return true;
    }
  }
  return ValidateBodyGuard;
}
