import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../toast/toast';
import { loginMutation } from './api/login';
import { serverMessage } from './server-message';
import { storeSignedInUser } from './session-cache';

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    ...loginMutation(),
    onSuccess: async (user) => {
      toast({ title: 'Login successful', description: `Welcome back, ${user.name || user.username} !` });
      await storeSignedInUser(queryClient, user);
    },
    onError: (error) => {
      toast({ title: 'Login failed', description: serverMessage(error), variant: 'destructive' });
    },
  });
}
