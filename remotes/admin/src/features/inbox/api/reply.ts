import { apiRequest } from '@site/api-client';
import type { InboxKind, InboxReplyInput, InboxThread } from '@site/contracts';
import { mutationOptions } from '@tanstack/react-query';
import { inboxListKey, threadKey } from './keys';

/** POST /api/admin/inbox/{contact,chat}/:id/replies: the answer; the thread comes back with it. */
export const replyMutation = (kind: InboxKind, id: number) =>
  mutationOptions<InboxThread, Error, InboxReplyInput>({
    mutationFn: (input) => apiRequest<InboxThread>('POST', `/api/admin/inbox/${kind}/${id}/replies`, input),
    onSuccess: (thread, _input, _result, { client }) => {
      client.setQueryData(threadKey(kind, id), thread);
      void client.invalidateQueries({ queryKey: inboxListKey });
    },
  });
