import { QueryObserver, useQueryClient, type QueryObserverResult } from '@tanstack/react-query';
import { startTransition, useEffect, useState } from 'react';
import type { User } from '@site/contracts';
import { useHydrated } from '../hydration/use-hydrated';
import { currentUserQuery } from './api/current-user';

export interface CurrentUser {
  user: User | null;
  /** Not known yet: always so on the server and while the page hydrates, so both draw the same reserved space. */
  isLoading: boolean;
}

const NOT_KNOWN: CurrentUser = { user: null, isLoading: true };

const sessionOf = (result: QueryObserverResult<User | null>): CurrentUser => ({
  user: result.data ?? null,
  isLoading: result.isPending,
});

/**
 * The signed-in user, or null for a visitor. What is in the cache is drawn at once; a change (the answer of
 * `/api/user` after the page hydrated, a login, a logout) is drawn in a transition. `useQuery` would draw it
 * synchronously, as React draws every change of an external store: the header, the menus and whole screens that
 * read the user, in one long task on every page a visitor opens.
 */
export function useCurrentUser(): CurrentUser {
  const queryClient = useQueryClient();
  const [observer] = useState(() => new QueryObserver(queryClient, currentUserQuery()));
  const [session, setSession] = useState(() => sessionOf(observer.getCurrentResult()));
  useEffect(() => {
    const show = (result: QueryObserverResult<User | null>) => {
      const next = sessionOf(result);
      startTransition(() =>
        setSession((shown) => (shown.user === next.user && shown.isLoading === next.isLoading ? shown : next)),
      );
    };
    const unsubscribe = observer.subscribe(show);
    // What changed between the first render and this subscription.
    show(observer.getCurrentResult());
    return unsubscribe;
  }, [observer]);
  const hydrated = useHydrated();
  return hydrated ? session : NOT_KNOWN;
}
