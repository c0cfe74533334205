import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@site/api-client';
import type { User } from '@site/contracts';
import { toast } from '../toast/toast';
import { serverMessage } from './server-message';
import type { LoginCredentials } from './session-types';
import { storeSignedInUser } from './user-query';

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation<User, Error, LoginCredentials>({
    mutationFn: (credentials) => apiRequest<User>('POST', '/api/login', credentials),
    onSuccess: async (user) => {
      toast({ title: 'Login successful', description: `Welcome back, ${user.name || user.username} !` });
      await storeSignedInUser(queryClient, user);
    },
    onError: (error) => {
      toast({ title: 'Login failed', description: serverMessage(error), variant: 'destructive' });
    },
  });
}
