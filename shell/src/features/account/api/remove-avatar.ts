import { apiRequest } from '@site/api-client';
import type { User } from '@site/contracts';
import { USER_QUERY_KEY } from '@site/shell-api';
import { mutationOptions } from '@tanstack/react-query';
import { PROFILE_QUERY_KEY } from './profile';

/** DELETE /api/user/avatar: back to the initials. */
export const removeAvatarMutation = () =>
  mutationOptions({
    mutationKey: ['account', 'avatar', 'remove'],
    mutationFn: () => apiRequest<User>('DELETE', '/api/user/avatar'),
    onSuccess: async (user, _vars, _result, { client }) => {
      client.setQueryData(USER_QUERY_KEY, user);
      await client.invalidateQueries({ queryKey: PROFILE_QUERY_KEY });
    },
  });
