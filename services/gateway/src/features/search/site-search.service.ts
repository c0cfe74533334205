import { Injectable, Logger } from '@nestjs/common';
import { SERVICE_SEARCH_PATH, type ServiceSearchAnswer } from '@site/contracts';
import type { ServiceName } from '../../config.js';
import { SharedCache } from '../proxy/shared-cache.js';
import { Upstreams } from '../proxy/upstreams.js';
import { mergeResults, type SearchRequest } from './merge-results.js';
import { SEARCH_OWNERS } from './search-owners.js';

/** The services a search asks, whose writes make a kept search stale. */
const SEARCHING_SERVICES = SEARCH_OWNERS.map(([service]) => service);

/**
 * Asks every searching service at once, over the proxy's pools and within their time-out, and merges the
 * answers. A service that fails or is too slow is logged and left out: its kinds count zero, the answer stands.
 * The services search as for an anonymous reader, so every reader is given the same answer: the shared cache
 * keeps each for a second, and a crowd searching alike costs the services one search.
 */
@Injectable()
export class SiteSearch {
  private readonly logger = new Logger('Search');

  constructor(
    private readonly upstreams: Upstreams,
    private readonly cache: SharedCache,
  ) {}

  search(request: SearchRequest) {
    return this.cache.compose(`search ${JSON.stringify(request)}`, SEARCHING_SERVICES, () => this.searchNow(request));
  }

  private async searchNow(request: SearchRequest) {
    const limit = request.page * request.pageSize;
    const answers = await Promise.all(
      SEARCH_OWNERS.map(([service, kinds]) => {
        // A service that owns none of the filtered kind is still asked, for its counts alone.
        const owns = request.kind === null || kinds.includes(request.kind);
        const params = new URLSearchParams({ q: request.query, limit: String(owns ? limit : 0) });
        if (request.kind !== null && owns) params.set('kinds', request.kind);
        return this.ask(service, params);
      }),
    );
    const given = answers.filter((answer): answer is ServiceSearchAnswer => answer !== null);
    return { answer: mergeResults(request, given), complete: given.length === answers.length };
  }

  private async ask(service: ServiceName, params: URLSearchParams): Promise<ServiceSearchAnswer | null> {
    try {
      const response = await this.upstreams.pool(service).request({
        method: 'GET',
        path: `/${SERVICE_SEARCH_PATH}?${params}`,
        headers: { accept: 'application/json' },
      });
      if (response.statusCode !== 200) {
        await response.body.dump();
        throw new Error(`answered ${response.statusCode}`);
      }
      return (await response.body.json()) as ServiceSearchAnswer;
    } catch (error) {
      this.logger.warn(`Search left out the ${service} service: ${(error as Error).message}`);
      return null;
    }
  }
}
