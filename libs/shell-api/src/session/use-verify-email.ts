import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../toast/toast';
import { verifyEmailMutation } from './api/verify-email';
import { storeSignedInUser } from './session-cache';

/** Enters the mailed code; the registration ends here, signed in. Failures show in the code form. */
export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    ...verifyEmailMutation(),
    onSuccess: async (user) => {
      toast({ title: 'Registration successful', description: `Welcome, ${user.name || user.username}!` });
      await storeSignedInUser(queryClient, user);
    },
  });
}
