import type { QueryClient } from '@tanstack/react-query';
import type { User } from '@site/contracts';
import { USER_QUERY_KEY } from './api/current-user';

const isUserQuery = (queryKey: readonly unknown[]) => queryKey[0] === USER_QUERY_KEY[0];

/** Stores the signed-in user and refreshes everything else, which may depend on who is asking. */
export async function storeSignedInUser(queryClient: QueryClient, user: User): Promise<void> {
  queryClient.setQueryData(USER_QUERY_KEY, user);
  await queryClient.invalidateQueries({ predicate: (query) => !isUserQuery(query.queryKey) });
}

/** Forgets the user and whatever was fetched as them (bookmarks, progress): it must not outlive the session. */
export function forgetSignedInUser(queryClient: QueryClient): void {
  queryClient.setQueryData(USER_QUERY_KEY, null);
  queryClient.removeQueries({ predicate: (query) => !isUserQuery(query.queryKey) });
}
