import type { InboxEvent } from '@site/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { INBOX_KEY, inboxListKey, threadKey } from './api/keys';

/**
 * The inbox live: each event refreshes the list and the thread it names; after a reconnect (EventSource
 * reconnects by itself) or a `resync`, everything is fetched again, as events may have been missed.
 * Answers the latest announcement for a screen reader, e.g. "A new chat message arrived.".
 */
export function useInboxStream(): string {
  const client = useQueryClient();
  const [announcement, setAnnouncement] = useState('');
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource('/api/admin/inbox/stream');
    let opened = false;
    source.addEventListener('open', () => {
      if (opened) void client.invalidateQueries({ queryKey: INBOX_KEY });
      opened = true;
    });
    source.addEventListener('inbox', (event) => {
      const change = JSON.parse((event as MessageEvent<string>).data) as InboxEvent;
      void client.invalidateQueries({ queryKey: inboxListKey });
      void client.invalidateQueries({ queryKey: threadKey(change.kind, change.id) });
      if (change.from === 'visitor') {
        setAnnouncement(change.kind === 'chat' ? 'A new chat message arrived.' : 'A new contact message arrived.');
      } else if (change.from === 'site') {
        setAnnouncement('A notice from the site arrived.');
      }
    });
    source.addEventListener('resync', () => void client.invalidateQueries({ queryKey: INBOX_KEY }));
    return () => source.close();
  }, [client]);
  return announcement;
}
