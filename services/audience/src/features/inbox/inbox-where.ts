import type { InboxFilter } from '@site/contracts';
import { IsNull, Not } from 'typeorm';

/**
 * Which rows of each kind an inbox filter holds: a contact message or a conversation waits until it is answered, a
 * notice from the site until it is read (it is never answered). The admin overview counts what `waiting` holds.
 */
export function inboxWhere(filter: InboxFilter) {
  if (filter === 'all') return { contact: {}, chat: {}, notice: {} };
  const waiting = filter === 'waiting';
  return {
    contact: { answeredAt: waiting ? IsNull() : Not(IsNull()) },
    chat: { waiting },
    notice: { readAt: waiting ? IsNull() : Not(IsNull()) },
  };
}
