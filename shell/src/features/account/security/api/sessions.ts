import { apiRequest } from '@site/api-client';
import type { AccountSession } from '@site/contracts';
import { queryOptions } from '@tanstack/react-query';

export const SESSIONS_QUERY_KEY = ['account', 'sessions'] as const;

/** GET /api/account/sessions: where the account is logged in, the current session marked. */
export const sessionsQuery = () =>
  queryOptions({
    queryKey: SESSIONS_QUERY_KEY,
    queryFn: () => apiRequest<AccountSession[]>('GET', '/api/account/sessions'),
  });
