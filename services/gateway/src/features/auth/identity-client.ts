import { HttpException, Inject, Injectable, ServiceUnavailableException } from '@nestjs/common';
import type { RegisterResult, User } from '@site/contracts';
import type { LoginDto, RegisterDto } from '@site/contracts/dto';
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

  register(dto: RegisterDto): Promise<RegisterResult> {
    return this.call<RegisterResult>('POST', '/api/internal/register', dto).then((result) => result!);
  }

  findUser(id: number): Promise<User | null> {
    return this.call<User>('GET', `/api/internal/users/${id}`, undefined, [404]);
  }

  /** Statuses in `nullOn` mean "no such user"; other failures keep the service's status and message. */
  private async call<T>(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    nullOn: number[] = [],
  ): Promise<T | null> {
    let response;
    try {
      response = await this.upstreams.pool('identity').request({
        method,
        path,
        headers: { 'content-type': 'application/json', 'x-internal-token': this.config.internalSecret },
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
