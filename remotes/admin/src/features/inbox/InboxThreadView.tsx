import type { InboxKind, InboxMessage } from '@site/contracts';
import { serverMessage } from '@site/shell-api';
import { formatDate, Spinner } from '@site/ui';
import { useQuery } from '@tanstack/react-query';
import { threadQuery } from './api/thread';
import { KIND_LABELS, stateLabel } from './labels';
import { ReplyForm } from './ReplyForm';
import { sender } from './sender';
import { WaitingToggle } from './WaitingToggle';

const VIA_LABELS: Record<Exclude<InboxMessage['via'], 'site'>, string> = {
  form: 'contact form',
  chat: 'chat',
  mail: 'mail',
};

/** One thread, every message as text (never HTML), and the answer form under it; a notice from the site has none. */
export function InboxThreadView({ kind, id }: { kind: InboxKind; id: number }) {
  const thread = useQuery(threadQuery(kind, id));
  if (thread.isPending) return <Spinner label="Loading the thread" />;
  if (thread.isError) return <p role="alert">{serverMessage(thread.error)}</p>;
  const { data } = thread;
  const who = sender(data);

  return (
    <section className="admin-inbox__thread" aria-labelledby="inbox-thread-title">
      <h2 id="inbox-thread-title" className="admin-inbox__subtitle">
        {data.subject}
      </h2>
      <p className="admin-inbox__from">
        {KIND_LABELS[data.kind]} · {who}
        {data.email && data.email !== who ? ` <${data.email}>` : ''} · {stateLabel(data)}
      </p>
      <WaitingToggle thread={data} />
      <ol className="admin-inbox__messages" aria-label="Messages">
        {data.messages.map((message) => (
          <li
            key={`${message.via}:${message.id}`}
            className={`admin-inbox__message admin-inbox__message--${message.from}`}
          >
            <p className="admin-inbox__meta">
              {message.from === 'author' ? 'You' : who} ·{' '}
              <time dateTime={message.createdAt}>{formatTime(message.createdAt)}</time>
              {message.via === 'site' ? null : ` · by ${VIA_LABELS[message.via]}`}
            </p>
            <p className="admin-inbox__body">{message.body}</p>
          </li>
        ))}
      </ol>
      {data.kind === 'notice' ? (
        <p className="admin-inbox__hint">Sent by the site itself: there is no one to answer.</p>
      ) : (
        <ReplyForm key={`${kind}:${id}`} thread={data} />
      )}
    </section>
  );
}

const formatTime = (iso: string) =>
  `${formatDate(iso)}, ${new Date(iso).toLocaleTimeString('en-US', { hour: '2-digit', minute: '2-digit' })}`;
