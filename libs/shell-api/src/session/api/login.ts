import { apiRequest } from '@site/api-client';
import type { User } from '@site/contracts';
import { mutationOptions } from '@tanstack/react-query';
import type { LoginCredentials } from '../session-types';

/** POST /api/login: the signed-in user. */
export const loginMutation = () =>
  mutationOptions<User, Error, LoginCredentials>({
    mutationKey: ['session', 'login'],
    mutationFn: (credentials) => apiRequest<User>('POST', '/api/login', credentials),
  });
