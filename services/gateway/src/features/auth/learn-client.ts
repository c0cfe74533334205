import { HttpException, Inject, Injectable, ServiceUnavailableException } from '@nestjs/common';
import type { AccountDataDeleted } from '@site/contracts';
import { SERVICE_CONFIG } from '@site/service-kit';
import type { GatewayConfig } from '../../config.js';
import { upstreamFailure } from '../proxy/upstream-error.js';
import { Upstreams } from '../proxy/upstreams.js';

/** The learn service's internal endpoint for a deleted account, which only the gateway may call. */
@Injectable()
export class LearnClient {
  constructor(
    private readonly upstreams: Upstreams,
    @Inject(SERVICE_CONFIG) private readonly config: GatewayConfig,
  ) {}

  /** Deletes the reader's progress and results; asking twice is harmless. */
  async deleteAccountData(userId: number): Promise<AccountDataDeleted> {
    let response;
    try {
      response = await this.upstreams.pool('learn').request({
        method: 'DELETE',
        path: `/api/internal/account-data/${userId}`,
        headers: { 'x-internal-token': this.config.internalSecret },
      });
    } catch (error) {
      const failure = upstreamFailure('learn', error);
      throw new HttpException({ message: failure.message, statusCode: failure.status }, failure.status);
    }
    const payload = (await response.body.json().catch(() => ({}))) as AccountDataDeleted;
    if (response.statusCode >= 300)
      throw new ServiceUnavailableException(
        'Your learning data could not be deleted. Nothing was deleted; please try again.',
      );
    return payload;
  }
}
