import { apiRequest } from '@site/api-client';
import type { User } from '@site/contracts';
import { USER_QUERY_KEY } from '@site/shell-api';
import { mutationOptions } from '@tanstack/react-query';

export interface ProfileChanges {
  name: string;
  profilePicture: string | null;
}

/** PATCH /api/user/profile; the answer replaces the cached user so every avatar updates at once. */
export const updateProfileMutation = () =>
  mutationOptions({
    mutationKey: ['account', 'profile'],
    mutationFn: (changes: ProfileChanges) => apiRequest<User>('PATCH', '/api/user/profile', changes),
    onSuccess: (user, _changes, _onMutateResult, { client }) => {
      client.setQueryData(USER_QUERY_KEY, user);
    },
  });
