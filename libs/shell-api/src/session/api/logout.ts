import { apiRequest } from '@site/api-client';
import { mutationOptions } from '@tanstack/react-query';

/** POST /api/logout: ends the session. */
export const logoutMutation = () =>
  mutationOptions<unknown, Error, void>({
    mutationKey: ['session', 'logout'],
    mutationFn: () => apiRequest('POST', '/api/logout'),
  });
