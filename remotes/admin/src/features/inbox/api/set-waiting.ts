import { apiRequest } from '@site/api-client';
import type { InboxKind, InboxStateInput, InboxThread } from '@site/contracts';
import { mutationOptions } from '@tanstack/react-query';
import { inboxListKey, threadKey } from './keys';

/** PATCH /api/admin/inbox/{contact,chat,notice}/:id: answered without a reply here, or waiting again; a notice read or unread. */
export const setWaitingMutation = (kind: InboxKind, id: number) =>
  mutationOptions<InboxThread, Error, InboxStateInput>({
    mutationFn: (input) => apiRequest<InboxThread>('PATCH', `/api/admin/inbox/${kind}/${id}`, input),
    onSuccess: (thread, _input, _result, { client }) => {
      client.setQueryData(threadKey(kind, id), thread);
      void client.invalidateQueries({ queryKey: inboxListKey });
    },
  });
