import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../toast/toast';
import { logoutMutation } from './api/logout';
import { serverMessage } from './server-message';
import { forgetSignedInUser } from './session-cache';

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    ...logoutMutation(),
    onSuccess: () => {
      forgetSignedInUser(queryClient);
      toast({ title: 'Logged out', description: 'You have been successfully logged out.' });
    },
    onError: (error) => {
      toast({ title: 'Logout failed', description: serverMessage(error), variant: 'destructive' });
    },
  });
}
