import { apiRequest } from '@site/api-client';
import type { Preferences } from '@site/contracts';
import { queryOptions } from '@tanstack/react-query';

export const PREFERENCES_QUERY_KEY = ['account', 'preferences'] as const;

/** GET /api/user/preferences: the theme and motion choice kept on the account. */
export const preferencesQuery = () =>
  queryOptions({
    queryKey: PREFERENCES_QUERY_KEY,
    queryFn: ({ signal }) => apiRequest<Preferences>('GET', '/api/user/preferences', undefined, { signal }),
  });
