import { apiRequest } from '@site/api-client';
import type { User } from '@site/contracts';
import { USER_QUERY_KEY } from '@site/shell-api';
import { mutationOptions } from '@tanstack/react-query';
import { PROFILE_QUERY_KEY } from './profile';

export interface ProfileChanges {
  name: string;
  username: string;
}

/** PATCH /api/user/profile; the answer replaces the cached user so every avatar and name updates at once. */
export const updateProfileMutation = () =>
  mutationOptions({
    mutationKey: ['account', 'profile', 'update'],
    mutationFn: (changes: ProfileChanges) => apiRequest<User>('PATCH', '/api/user/profile', changes),
    onSuccess: async (user, _changes, _onMutateResult, { client }) => {
      client.setQueryData(USER_QUERY_KEY, user);
      await client.invalidateQueries({ queryKey: PROFILE_QUERY_KEY });
    },
  });
