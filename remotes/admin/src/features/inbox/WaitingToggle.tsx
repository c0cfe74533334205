import type { InboxThread } from '@site/contracts';
import { serverMessage } from '@site/shell-api';
import { Button } from '@site/ui';
import { useMutation } from '@tanstack/react-query';
import { setWaitingMutation } from './api/set-waiting';

/**
 * Marks a thread answered when the author answered elsewhere (their own mail client), or waiting again; a notice
 * from the site read or unread.
 */
export function WaitingToggle({ thread }: { thread: InboxThread }) {
  const mark = useMutation(setWaitingMutation(thread.kind, thread.id));
  return (
    <div className="admin-inbox__state-toggle">
      <Button
        variant="secondary"
        size="sm"
        disabled={mark.isPending}
        onClick={() => mark.mutate({ waiting: !thread.waiting })}
      >
        {thread.kind === 'notice'
          ? thread.waiting
            ? 'Mark as read'
            : 'Mark as unread'
          : thread.waiting
            ? 'Mark as answered'
            : 'Mark as waiting'}
      </Button>
      {mark.error ? <p role="alert">{serverMessage(mark.error)}</p> : null}
    </div>
  );
}
