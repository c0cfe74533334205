import { INBOX_KINDS, type InboxAuthor, type InboxKind } from '@site/contracts';
import type { EntityManager } from 'typeorm';

/** The PostgreSQL channel on which every replica hears of new messages. */
export const INBOX_CHANNEL = 'audience_inbox';

/** What changed: a thread of the inbox, and who wrote when a message was added. Ids only: NOTIFY payloads are small. */
export interface InboxNotice {
  kind: InboxKind;
  id: number;
  from?: InboxAuthor;
}

/** Announces the change when the caller's transaction commits (NOTIFY waits for it), and not if it rolls back. */
export async function notifyInbox(manager: EntityManager, notice: InboxNotice): Promise<void> {
  await manager.query('SELECT pg_notify($1, $2)', [INBOX_CHANNEL, JSON.stringify(notice)]);
}

/** A payload as sent by `notifyInbox`, or null for anything else. */
export function parseInboxNotice(payload: string): InboxNotice | null {
  try {
    const value = JSON.parse(payload) as Partial<InboxNotice>;
    if (INBOX_KINDS.includes(value.kind!) && Number.isInteger(value.id)) {
      return { kind: value.kind!, id: value.id!, ...(value.from ? { from: value.from } : {}) };
    }
  } catch {
    // Not ours: ignored below.
  }
  return null;
}
