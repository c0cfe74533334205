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

/** What a caller reads while the database cannot be reached: the same fault as a service that is down. */
export const DATABASE_UNAVAILABLE_MESSAGE = 'The database is unavailable right now. Please try again shortly.';
