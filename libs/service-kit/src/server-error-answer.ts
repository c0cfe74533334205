import { HttpException } from '@nestjs/common';
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from './database-unavailable.js';

export const INTERNAL_ERROR_MESSAGE = 'Internal server error';

export interface ServerErrorAnswer {
  statusCode: number;
  body: Record<string, unknown>;
}

/** The status an error asks for: an HttpException's, an HTTP error's own `statusCode`, else 500. */
function statusOf(error: unknown): number {
  if (error instanceof HttpException) return error.getStatus();
  const statusCode = (error as { statusCode?: unknown } | null | undefined)?.statusCode;
  return typeof statusCode === 'number' && statusCode >= 400 && statusCode < 600 ? statusCode : 500;
}

/**
 * The answer to an error that was not written for the caller, or null for one that was (a 4xx, a deliberate
 * 503), which keeps its own. A database that is down reads as 503 with a message, as a service that is down
 * does; anything else that would answer 500 answers a plain 500 with the request id: a driver's code and
 * text, a query or a stack tell a caller nothing they can act on and an attacker a good deal.
 */
export function serverErrorAnswer(error: unknown, requestId: string): ServerErrorAnswer | null {
  if (isDatabaseUnavailable(error))
    return {
      statusCode: 503,
      body: { statusCode: 503, error: 'Service Unavailable', message: DATABASE_UNAVAILABLE_MESSAGE },
    };
  if (statusOf(error) !== 500) return null;
  return { statusCode: 500, body: { statusCode: 500, message: INTERNAL_ERROR_MESSAGE, requestId } };
}

/** The log line of an error answered by `serverErrorAnswer`: the detail the caller does not get. */
export function describeServerError(error: unknown): string {
  if (!(error instanceof Error)) return `a thrown ${typeof error}`;
  const code = (error as { code?: unknown }).code;
  return `${error.name}${typeof code === 'string' ? ` ${code}` : ''}: ${error.message}`;
}
