import { useQuery } from '@tanstack/react-query';
import type { User } from '@site/contracts';
import { useHydrated } from '../hydration/use-hydrated';
import { currentUserQuery } from './api/current-user';

export interface CurrentUser {
  user: User | null;
  /** Not known yet: always so on the server and while the page hydrates, so both draw the same reserved space. */
  isLoading: boolean;
}

/** The signed-in user, or null for a visitor. */
export function useCurrentUser(): CurrentUser {
  const { data, isPending } = useQuery(currentUserQuery());
  const hydrated = useHydrated();
  return hydrated ? { user: data ?? null, isLoading: isPending } : { user: null, isLoading: true };
}
