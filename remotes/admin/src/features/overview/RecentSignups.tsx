import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { pathTo } from '@site/contracts';
import { serverMessage } from '@site/shell-api';
import { formatDate, Spinner } from '@site/ui';
import { usersQuery } from '../users/api/users';

const RECENT = 5;

/** The newest accounts, with a way to all of them. */
export function RecentSignups() {
  const { data, isPending, error } = useQuery(usersQuery({ pageSize: RECENT }));
  return (
    <section aria-labelledby="admin-signups-title" className="admin-overview__section">
      <h2 id="admin-signups-title">Recent sign-ups</h2>
      {isPending ? (
        <Spinner label="Loading the recent sign-ups" />
      ) : error ? (
        <p role="alert">The recent sign-ups could not be loaded: {serverMessage(error)}</p>
      ) : data.items.length === 0 ? (
        <p>No one has signed up yet.</p>
      ) : (
        <ul className="admin-recent">
          {data.items.map((user) => (
            <li key={user.id} className="admin-recent__item">
              <span className="admin-recent__title">{user.name}</span>
              <span className="admin-recent__meta">
                {user.username} · {user.email} · joined {formatDate(user.createdAt)}
              </span>
            </li>
          ))}
        </ul>
      )}
      <p>
        <Link to={pathTo('adminUsers')}>All users</Link>
      </p>
    </section>
  );
}
