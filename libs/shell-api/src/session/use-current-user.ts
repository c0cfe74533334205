import { useQuery } from '@tanstack/react-query';
import type { User } from '@site/contracts';
import { currentUserQuery } from './api/current-user';

export interface CurrentUser {
  user: User | null;
  isLoading: boolean;
}

/** The signed-in user, or null for a visitor. */
export function useCurrentUser(): CurrentUser {
  const { data, isLoading } = useQuery(currentUserQuery());
  return { user: data ?? null, isLoading };
}
