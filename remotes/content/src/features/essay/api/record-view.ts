import { apiPath, apiRequest } from '@site/api-client';
import type { EssayViewCount } from '@site/contracts';
import { mutationOptions } from '@tanstack/react-query';
import { essayQuery } from './essay';

/**
 * POST /api/essays/{slugOrId}/views: the reader's view, which the service counts once a day (never a
 * bot's); the count it answers replaces the one shown. A lost view is not worth a retry.
 */
export const recordViewMutation = (slugOrId: string) =>
  mutationOptions({
    mutationKey: ['essays', 'views', slugOrId],
    mutationFn: () => apiRequest<EssayViewCount>('POST', apiPath`/api/essays/${slugOrId}/views`),
    retry: false,
    onSuccess: ({ viewCount }, _variables, _onMutateResult, { client }) => {
      client.setQueryData(essayQuery(slugOrId).queryKey, (essay) => (essay ? { ...essay, viewCount } : essay));
    },
  });
