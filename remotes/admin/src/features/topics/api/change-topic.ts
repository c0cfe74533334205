import { apiPath, apiRequest } from '@site/api-client';
import type { AdminTopic, AdminTopicChange } from '@site/contracts';
import { mutationOptions } from '@tanstack/react-query';
import { ADMIN_TOPICS_KEY } from './topics';

export interface TopicChangeRequest {
  name: string;
  change: AdminTopicChange;
}

/**
 * PATCH /api/admin/topics/:name. The answer replaces the topic in the cached list; the side menu's own list
 * (`['topics']`, the shell's) is refreshed too, so an inactive topic leaves it without a reload.
 */
export const changeTopicMutation = () =>
  mutationOptions({
    mutationKey: [...ADMIN_TOPICS_KEY, 'change'],
    mutationFn: ({ name, change }: TopicChangeRequest) =>
      apiRequest<AdminTopic>('PATCH', apiPath`/api/admin/topics/${name}`, change),
    onSuccess: (topic, _request, _result, { client }) => {
      client.setQueryData<AdminTopic[]>(ADMIN_TOPICS_KEY, (list) =>
        list?.map((entry) => (entry.name === topic.name ? topic : entry)),
      );
      return client.invalidateQueries({ queryKey: ['topics'] });
    },
  });
