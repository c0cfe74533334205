import { HttpException, Inject, Injectable, ServiceUnavailableException } from '@nestjs/common';
import type { EmailChangeConfirmed, User } from '@site/contracts';
import type {
  ConfirmEmailChangeDto,
  DeleteAccountDto,
  InternalRegistrationDto,
  LoginDto,
  RegisterDto,
  ResendCodeDto,
  VerifyEmailDto,
} from '@site/contracts/dto';
import { SERVICE_CONFIG } from '@site/service-kit';
import type { GatewayConfig } from '../../config.js';
import { upstreamFailure } from '../proxy/upstream-error.js';
import { Upstreams } from '../proxy/upstreams.js';

/** The identity service's internal endpoints, which only the gateway may call. */
@Injectable()
export class IdentityClient {
  constructor(
    private readonly upstreams: Upstreams,
    @Inject(SERVICE_CONFIG) private readonly config: GatewayConfig,
  ) {}

  verifyCredentials(dto: LoginDto): Promise<User | null> {
    return this.call<User>('POST', '/api/internal/verify-credentials', dto, [401]);
  }

  register(dto: RegisterDto): Promise<InternalRegistrationDto> {
    return this.call<InternalRegistrationDto>('POST', '/api/internal/register', dto).then((result) => result!);
  }

  verifyEmail(dto: VerifyEmailDto): Promise<User> {
    return this.call<User>('POST', '/api/internal/verify-email', dto).then((result) => result!);
  }

  resendVerification(dto: ResendCodeDto): Promise<{ message: string }> {
    return this.call<{ message: string }>('POST', '/api/internal/resend-verification', dto).then((result) => result!);
  }

  /** Throws the service's 400 (a wrong or used code) or 409 (the address was taken meanwhile). */
  confirmEmailChange(userId: number, dto: ConfirmEmailChangeDto): Promise<EmailChangeConfirmed> {
    return this.call<EmailChangeConfirmed>('POST', `/api/internal/users/${userId}/email-change`, dto).then(
      (result) => result!,
    );
  }

  /** Throws the service's 403 (wrong password) or 409 (the only administrator) when the account may not go. */
  async checkDeletion(userId: number, dto: DeleteAccountDto): Promise<void> {
    await this.call('POST', `/api/internal/users/${userId}/deletion-check`, dto);
  }

  /** False when the account was gone already. */
  async deleteUser(userId: number): Promise<boolean> {
    return (await this.call('DELETE', `/api/internal/users/${userId}`, undefined, [404])) !== null;
  }

  findUser(id: number): Promise<User | null> {
    return this.call<User>('GET', `/api/internal/users/${id}`, undefined, [404]);
  }

  /** Statuses in `nullOn` mean "no such user"; other failures keep the service's status and message. */
  private async call<T>(
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    body?: unknown,
    nullOn: number[] = [],
  ): Promise<T | null> {
    let response;
    try {
      response = await this.upstreams.pool('identity').request({
        method,
        path,
        // A JSON content type without a body is refused by the service, as a DELETE has none.
        headers: {
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          'x-internal-token': this.config.internalSecret,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch (error) {
      const failure = upstreamFailure('identity', error);
      throw new HttpException({ message: failure.message, statusCode: failure.status }, failure.status);
    }
    const payload = (await response.body.json().catch(() => ({}))) as Record<string, unknown>;
    if (response.statusCode < 300) return payload as T;
    if (nullOn.includes(response.statusCode)) return null;
    if (response.statusCode >= 500)
      throw new ServiceUnavailableException('The account service failed. Please try again.');
    throw new HttpException(payload, response.statusCode);
  }
}
