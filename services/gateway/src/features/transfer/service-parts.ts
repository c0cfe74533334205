import { HttpException, Inject, Injectable, ServiceUnavailableException } from '@nestjs/common';
import type { ImportPartReport } from '@site/contracts';
import { IDENTITY_HEADER, SERVICE_CONFIG, signIdentity } from '@site/service-kit';
import type { GatewayConfig } from '../../config.js';
import { upstreamFailure } from '../proxy/upstream-error.js';
import { Upstreams } from '../proxy/upstreams.js';
import type { SessionUser } from '../session/session-user.js';

/** The services whose content the archive holds, each under its own folder, and where each exports and imports. */
export const TRANSFER_PARTS = ['content', 'learn'] as const;
export type TransferPart = (typeof TRANSFER_PARTS)[number];

const partPath = (part: TransferPart) => `/api/admin/transfer/${part}`;
/** An export or import reads or writes every row of a service: more than a page's time. */
const TRANSFER_TIMEOUT_MS = 120_000;

/**
 * Calls each service's own export and import as the admin who asked (their signed identity), so the
 * services check the admin themselves and the gateway never reads their tables.
 */
@Injectable()
export class ServiceParts {
  constructor(
    private readonly upstreams: Upstreams,
    @Inject(SERVICE_CONFIG) private readonly config: GatewayConfig,
  ) {}

  async exportPart(part: TransferPart, caller: SessionUser): Promise<Uint8Array> {
    const response = await this.request(part, 'GET', partPath(part), caller);
    const bytes = new Uint8Array(await response.body.arrayBuffer());
    if (response.statusCode !== 200) throw this.failure(part, response.statusCode, bytes);
    return bytes;
  }

  async importPart(
    part: TransferPart,
    archive: Uint8Array,
    dryRun: boolean,
    caller: SessionUser,
  ): Promise<ImportPartReport> {
    const response = await this.request(part, 'POST', `${partPath(part)}?dryRun=${dryRun}`, caller, archive);
    const bytes = new Uint8Array(await response.body.arrayBuffer());
    if (response.statusCode !== 200) throw this.failure(part, response.statusCode, bytes);
    return JSON.parse(Buffer.from(bytes).toString('utf8')) as ImportPartReport;
  }

  private async request(
    part: TransferPart,
    method: 'GET' | 'POST',
    path: string,
    caller: SessionUser,
    body?: Uint8Array,
  ) {
    const identity = signIdentity(
      { userId: caller.id, isAdmin: caller.isAdmin, email: caller.email },
      this.config.internalSecret,
    );
    try {
      return await this.upstreams.pool(part).request({
        method,
        path,
        headers: {
          [IDENTITY_HEADER]: identity,
          ...(body ? { 'content-type': 'application/zip' } : {}),
        },
        body: body ? Buffer.from(body) : undefined,
        headersTimeout: TRANSFER_TIMEOUT_MS,
        bodyTimeout: TRANSFER_TIMEOUT_MS,
      });
    } catch (error) {
      const failure = upstreamFailure(part, error);
      throw new HttpException({ message: failure.message, statusCode: failure.status }, failure.status);
    }
  }

  /** A refusal keeps the service's status and message, naming the folder it came from; a failure is a 503. */
  private failure(part: TransferPart, status: number, body: Uint8Array): HttpException {
    if (status >= 500) return new ServiceUnavailableException(`The ${part} service failed. Please try again.`);
    let message = `The ${part} service refused the request.`;
    try {
      const parsed = JSON.parse(Buffer.from(body).toString('utf8')) as { message?: unknown };
      if (typeof parsed.message === 'string') message = `${part}: ${parsed.message}`;
      else if (Array.isArray(parsed.message)) message = `${part}: ${parsed.message.join(' ')}`;
    } catch {
      // Not JSON: the generic message stands.
    }
    return new HttpException({ message, statusCode: status }, status);
  }
}
