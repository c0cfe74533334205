import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RegisterResult, RegistrationPending } from '@site/contracts';
import { toast } from '../toast/toast';
import { registerMutation } from './api/register';
import { serverMessage } from './server-message';
import { storeSignedInUser } from './session-cache';

function isPending(result: RegisterResult): result is RegistrationPending {
  return 'requiresVerification' in result && result.requiresVerification === true;
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    ...registerMutation(),
    onSuccess: async (result) => {
      // Accounts that must verify their email first are not signed in.
      if (isPending(result)) {
        toast({ title: 'Registration successful', description: 'Please check your email for verification code' });
        return;
      }
      toast({ title: 'Registration successful', description: `Welcome, ${result.name || result.username}!` });
      await storeSignedInUser(queryClient, result);
    },
    onError: (error) => {
      toast({ title: 'Registration failed', description: serverMessage(error), variant: 'destructive' });
    },
  });
}
