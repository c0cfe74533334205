import { Catch, Logger, ServiceUnavailableException, type ArgumentsHost } from '@nestjs/common';
import { BaseExceptionFilter } from '@nestjs/core';

/** Socket errors of a database that is down or restarting, and PostgreSQL's own "cannot serve now" states. */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or shutting down
]);
/** node-postgres reports a connection lost mid-query with these messages and no code. */
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
];

type MaybeDatabaseError = { code?: unknown; message?: unknown; driverError?: MaybeDatabaseError };

/** Whether an error means the database cannot be reached, rather than that a query or the data is wrong. */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { code, message, driverError } = error as MaybeDatabaseError;
  if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) return true;
  if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((text) => message.startsWith(text))) return true;
  return driverError !== undefined && driverError !== error && isDatabaseUnavailable(driverError);
}

/**
 * A database that is down is the same fault for a caller as a service that is down: 503 with a message, which
 * the gateway passes on and clients retry, instead of a 500 that reads as a bug. Everything else goes to Nest's
 * own handling unchanged.
 */
@Catch()
export class DatabaseUnavailableFilter extends BaseExceptionFilter {
  private readonly logger = new Logger('database');

  override catch(exception: unknown, host: ArgumentsHost): void {
    if (!isDatabaseUnavailable(exception)) return super.catch(exception, host);
    this.logger.warn(`database unavailable: ${(exception as Error).message}`);
    super.catch(
      new ServiceUnavailableException('The database is unavailable right now. Please try again shortly.'),
      host,
    );
  }
}
