import type { ApiError } from '@site/api-client';
import { serverMessage } from '@site/shell-api';

/** The message of a refused or failed form: the service's own words, or what to do when none arrived. */
export function sendErrorText(error: ApiError): string {
  if (error.status === 0) return 'The server could not be reached. Please check your connection and try again.';
  return serverMessage(error);
}
