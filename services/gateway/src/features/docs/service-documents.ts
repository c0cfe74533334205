import { Logger } from '@nestjs/common';
import type { OpenAPIObject } from '@nestjs/swagger';
import { OPENAPI_PATH } from '@site/service-kit';
import { SERVICE_NAMES, type ServiceName } from '../../config.js';
import type { Upstreams } from '../proxy/upstreams.js';
import type { ServiceDocument } from './merge-documents.js';

/** A service's document changes only when it is deployed again. */
const FRESH_FOR_MS = 60_000;
const TIMEOUT_MS = 2_000;

/**
 * Each service's own OpenAPI document, fetched from it and kept for a minute. A service that does not
 * answer is left out of this answer and asked again on the next one.
 */
export class ServiceDocuments {
  private readonly logger = new Logger('OpenApi');
  private readonly cache = new Map<ServiceName, { document: OpenAPIObject; freshUntil: number }>();
  private readonly inFlight = new Map<ServiceName, Promise<OpenAPIObject | null>>();

  constructor(private readonly upstreams: Upstreams) {}

  async all(): Promise<ServiceDocument[]> {
    const documents = await Promise.all(
      SERVICE_NAMES.map(async (service) => ({ service, document: await this.get(service) })),
    );
    return documents.filter((entry): entry is ServiceDocument => entry.document !== null);
  }

  private get(service: ServiceName): Promise<OpenAPIObject | null> {
    const cached = this.cache.get(service);
    if (cached && cached.freshUntil > Date.now()) return Promise.resolve(cached.document);
    let request = this.inFlight.get(service);
    if (!request) {
      request = this.fetch(service).finally(() => this.inFlight.delete(service));
      this.inFlight.set(service, request);
    }
    return request;
  }

  private async fetch(service: ServiceName): Promise<OpenAPIObject | null> {
    try {
      const response = await this.upstreams.pool(service).request({
        method: 'GET',
        path: OPENAPI_PATH,
        headersTimeout: TIMEOUT_MS,
        bodyTimeout: TIMEOUT_MS,
      });
      if (response.statusCode !== 200) {
        await response.body.dump();
        throw new Error(`answered ${response.statusCode}`);
      }
      const document = (await response.body.json()) as OpenAPIObject;
      this.cache.set(service, { document, freshUntil: Date.now() + FRESH_FOR_MS });
      return document;
    } catch (error) {
      this.cache.delete(service);
      this.logger.warn(`The ${service} service's document is left out for now: ${(error as Error).message}`);
      return null;
    }
  }
}
