import { apiRequest } from '@site/api-client';
import type { Profile } from '@site/contracts';
import { queryOptions } from '@tanstack/react-query';

export const PROFILE_QUERY_KEY = ['account', 'profile'] as const;

/** GET /api/user/profile: the account with the date it was created. */
export const profileQuery = () =>
  queryOptions({
    queryKey: PROFILE_QUERY_KEY,
    queryFn: ({ signal }) => apiRequest<Profile>('GET', '/api/user/profile', undefined, { signal }),
  });
