import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@site/api-client';
import type { User } from '@site/contracts';
import { serverMessage, toast, USER_QUERY_KEY } from '@site/shell-api';

export interface ProfileChanges {
  name: string;
  profilePicture: string | null;
}

/** PATCH /api/user/profile; the answer replaces the cached user so every avatar updates at once. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation<User, Error, ProfileChanges>({
    mutationFn: (changes) => apiRequest<User>('PATCH', '/api/user/profile', changes),
    onSuccess: (user) => {
      queryClient.setQueryData(USER_QUERY_KEY, user);
      toast({ title: 'Profile updated', description: 'Your changes have been saved.' });
    },
    onError: (error) => {
      toast({ title: 'Profile not saved', description: serverMessage(error), variant: 'destructive' });
    },
  });
}
