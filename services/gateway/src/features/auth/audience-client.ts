import { HttpException, Inject, Injectable, ServiceUnavailableException } from '@nestjs/common';
import type {
  AccountAddressChangeInput,
  AccountSubscription,
  AudienceAccountDataDeleted,
  SiteNoticeCreated,
  SiteNoticeRequest,
} from '@site/contracts';
import { SERVICE_CONFIG } from '@site/service-kit';
import type { GatewayConfig } from '../../config.js';
import { upstreamFailure } from '../proxy/upstream-error.js';
import { Upstreams } from '../proxy/upstreams.js';

/** The audience service's internal endpoints for a reader's account, which only the gateway may call. */
@Injectable()
export class AudienceClient {
  constructor(
    private readonly upstreams: Upstreams,
    @Inject(SERVICE_CONFIG) private readonly config: GatewayConfig,
  ) {}

  /** Deletes the reader's chat and the subscription of the account's address; asking twice is harmless. */
  deleteAccountData(userId: number, email: string): Promise<AudienceAccountDataDeleted> {
    return this.call<AudienceAccountDataDeleted>(
      `/api/internal/account-data/${userId}/deletion`,
      { email },
      'Your conversations and newsletter subscription could not be deleted. Your account is still there; please try again.',
    );
  }

  /** Moves a confirmed subscription to the account's new, verified address; asking twice is harmless. */
  moveSubscription(change: AccountAddressChangeInput): Promise<AccountSubscription> {
    return this.call<AccountSubscription>(
      '/api/internal/newsletter/address-change',
      change,
      'The newsletter subscription could not follow the new address.',
    );
  }

  /** A notice from the site itself in the author's inbox (a canary withdrawn by its error rate). */
  postSiteNotice(notice: SiteNoticeRequest): Promise<SiteNoticeCreated> {
    return this.call<SiteNoticeCreated>('/api/internal/inbox/notices', notice, 'The notice could not be posted.');
  }

  /** Any failure is a 503 (504 for a slow service) with `failed` as its message. */
  private async call<T>(path: string, body: unknown, failed: string): Promise<T> {
    let response;
    try {
      response = await this.upstreams.pool('audience').request({
        method: 'POST',
        path,
        headers: { 'content-type': 'application/json', 'x-internal-token': this.config.internalSecret },
        body: JSON.stringify(body),
      });
    } catch (error) {
      const failure = upstreamFailure('audience', error);
      throw new HttpException({ message: failed, statusCode: failure.status }, failure.status);
    }
    const payload = (await response.body.json().catch(() => ({}))) as T;
    if (response.statusCode >= 300) throw new ServiceUnavailableException(failed);
    return payload;
  }
}
