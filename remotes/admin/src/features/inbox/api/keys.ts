import type { InboxKind } from '@site/contracts';

/** Every inbox query starts with this key, so one event can refresh the list and the open thread at once. */
export const INBOX_KEY = ['admin', 'inbox'] as const;
export const inboxListKey = [...INBOX_KEY, 'list'] as const;
export const threadKey = (kind: InboxKind, id: number) => [...INBOX_KEY, 'thread', kind, id] as const;
