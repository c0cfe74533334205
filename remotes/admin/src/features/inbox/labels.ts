import type { InboxItem, InboxKind } from '@site/contracts';

export const KIND_LABELS: Record<InboxKind, string> = { contact: 'Contact form', chat: 'Chat', notice: 'Site notice' };

/** A visitor's thread waits for an answer or has one; a notice from the site, which takes none, is unread or read. */
export const stateLabel = ({ kind, waiting }: Pick<InboxItem, 'kind' | 'waiting'>) =>
  kind === 'notice' ? (waiting ? 'Unread' : 'Read') : waiting ? 'Waiting' : 'Answered';
