import { apiRequest } from '@site/api-client';
import type { InboxKind, InboxThread } from '@site/contracts';
import { queryOptions } from '@tanstack/react-query';
import { threadKey } from './keys';

/** GET /api/admin/inbox/{contact,chat,notice}/:id: one thread, oldest message first. */
export const threadQuery = (kind: InboxKind, id: number) =>
  queryOptions({
    queryKey: threadKey(kind, id),
    queryFn: ({ signal }) => apiRequest<InboxThread>('GET', `/api/admin/inbox/${kind}/${id}`, undefined, { signal }),
  });
