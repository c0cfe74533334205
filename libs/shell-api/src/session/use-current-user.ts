import { useQuery } from '@tanstack/react-query';
import type { User } from '@site/contracts';
import { fetchCurrentUser, USER_QUERY_KEY } from './user-query';

export interface CurrentUser {
  user: User | null;
  isLoading: boolean;
}

/** The signed-in user, or null for a visitor. */
export function useCurrentUser(): CurrentUser {
  const { data, isLoading } = useQuery({ queryKey: USER_QUERY_KEY, queryFn: fetchCurrentUser });
  return { user: data ?? null, isLoading };
}
