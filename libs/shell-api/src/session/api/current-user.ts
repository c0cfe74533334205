import { apiRequest } from '@site/api-client';
import { SESSION_USER_QUERY_KEY, type User } from '@site/contracts';
import { queryOptions } from '@tanstack/react-query';

export const USER_QUERY_KEY = SESSION_USER_QUERY_KEY;

function isUser(value: unknown): value is User {
  return typeof value === 'object' && value !== null && 'username' in value && 'id' in value;
}

/** GET /api/user: the user, or null when logged out or on any error, so a broken session reads as a visitor. */
export async function fetchCurrentUser({ signal }: { signal?: AbortSignal } = {}): Promise<User | null> {
  try {
    const user = await apiRequest<User>('GET', '/api/user', undefined, { on401: 'returnNull', signal });
    return isUser(user) ? user : null;
  } catch {
    return null;
  }
}

export const currentUserQuery = () => queryOptions({ queryKey: USER_QUERY_KEY, queryFn: fetchCurrentUser });
