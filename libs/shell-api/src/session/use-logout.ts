import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@site/api-client';
import { toast } from '../toast/toast';
import { serverMessage } from './server-message';
import { USER_QUERY_KEY } from './user-query';

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation<unknown, Error, void>({
    mutationFn: () => apiRequest('POST', '/api/logout'),
    onSuccess: () => {
      queryClient.setQueryData(USER_QUERY_KEY, null);
      // Whatever was fetched as this user (bookmarks, progress) must not outlive the session.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== USER_QUERY_KEY[0] });
      toast({ title: 'Logged out', description: 'You have been successfully logged out.' });
    },
    onError: (error) => {
      toast({ title: 'Logout failed', description: serverMessage(error), variant: 'destructive' });
    },
  });
}
