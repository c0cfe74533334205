import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { pathTo } from '@site/contracts';
import { serverMessage } from '@site/shell-api';
import { formatDate, Spinner } from '@site/ui';
import { recentMessagesQuery } from './api/recent-messages';

/** The latest contact messages, each with who sent it and whether it still waits for an answer. */
export function RecentMessages() {
  const { data, isPending, error } = useQuery(recentMessagesQuery());
  return (
    <section aria-labelledby="admin-messages-title" className="admin-overview__section">
      <h2 id="admin-messages-title">Recent messages</h2>
      {isPending ? (
        <Spinner label="Loading the recent messages" />
      ) : error ? (
        <p role="alert">The recent messages could not be loaded: {serverMessage(error)}</p>
      ) : data.length === 0 ? (
        <p>No messages yet.</p>
      ) : (
        <ul className="admin-recent">
          {data.map((message) => (
            <li key={message.id} className="admin-recent__item">
              <span className="admin-recent__title">
                {message.subject}
                {message.waiting ? <span className="admin-recent__badge">Waiting</span> : null}
              </span>
              <span className="admin-recent__meta">
                {message.name} · {message.email} · {formatDate(message.createdAt)}
              </span>
              <span>{message.excerpt}</span>
            </li>
          ))}
        </ul>
      )}
      <p>
        <Link to={pathTo('adminInbox')}>Open the inbox</Link>
      </p>
    </section>
  );
}
