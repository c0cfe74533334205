import type { QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@site/api-client';
import type { User } from '@site/contracts';

export const USER_QUERY_KEY = ['/api/user'] as const;

function isUser(value: unknown): value is User {
  return typeof value === 'object' && value !== null && 'username' in value && 'id' in value;
}

/** GET /api/user: the user, or null when logged out or on any error (SPEC §7). */
export async function fetchCurrentUser({ signal }: { signal?: AbortSignal } = {}): Promise<User | null> {
  try {
    const user = await apiRequest<User>('GET', '/api/user', undefined, { on401: 'returnNull', signal });
    return isUser(user) ? user : null;
  } catch {
    return null;
  }
}

/** Stores the signed-in user and refreshes everything else, which may depend on who is asking. */
export async function storeSignedInUser(queryClient: QueryClient, user: User): Promise<void> {
  queryClient.setQueryData(USER_QUERY_KEY, user);
  await queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== USER_QUERY_KEY[0] });
}
