import { ForbiddenException, UnauthorizedException, type ExecutionContext } from '@nestjs/common';
import { readServiceConfig } from './config.js';
import { InternalTokenGuard } from './internal-token.guard.js';

const config = readServiceConfig('identity', 3001, { INTERNAL_SECRET: 'the-shared-secret' });
const contextWith = (headers: Record<string, string>) =>
  ({ switchToHttp: () => ({ getRequest: () => ({ headers }) }) }) as unknown as ExecutionContext;

describe('InternalTokenGuard', () => {
  const guard = new InternalTokenGuard(config);

  it('lets the gateway through', () => {
    expect(guard.canActivate(contextWith({ 'x-internal-token': 'the-shared-secret' }))).toBe(true);
  });

  it('answers 401 without a token', () => {
    expect(() => guard.canActivate(contextWith({}))).toThrow(UnauthorizedException);
  });

  it('answers 403 to a wrong token of any length', () => {
    expect(() => guard.canActivate(contextWith({ 'x-internal-token': 'the-shared-secreT' }))).toThrow(
      ForbiddenException,
    );
    expect(() => guard.canActivate(contextWith({ 'x-internal-token': 'x' }))).toThrow(ForbiddenException);
  });
});
