import type { ServiceName } from '../../config.js';

const TIMEOUT_CODES = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT']);

/** 504 for a service that is too slow, 503 for one that cannot be reached; always a JSON message. */
export function upstreamFailure(service: ServiceName, error: unknown): { status: number; message: string } {
  const code = (error as { code?: string }).code ?? '';
  if (TIMEOUT_CODES.has(code)) {
    return { status: 504, message: `The ${service} service took too long to answer. Please try again.` };
  }
  return { status: 503, message: `The ${service} service is unavailable right now. Please try again shortly.` };
}
