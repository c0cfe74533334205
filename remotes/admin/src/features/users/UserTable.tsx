import type { AdminUser } from '@site/contracts';
import { useCurrentUser } from '@site/shell-api';
import { formatDate } from '@site/ui';
import { UserActions } from './UserActions';

/** One page of accounts: who they are, their role and standing, and what may be done to each. */
export function UserTable({ users }: { users: AdminUser[] }) {
  const { user: me } = useCurrentUser();
  return (
    // Scrolls sideways on a narrow screen rather than widening the page.
    <div className="admin-table-scroll">
      <table className="admin-table">
        <caption className="admin-table__caption">Accounts, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Username</th>
            <th scope="col">Email</th>
            <th scope="col">Role</th>
            <th scope="col">Status</th>
            <th scope="col">Joined</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {users.map((user) => (
            <tr key={user.id}>
              <th scope="row">
                {user.name}
                {user.id === me?.id ? ' (you)' : ''}
              </th>
              <td>{user.username}</td>
              <td>{user.email}</td>
              <td>{user.isAdmin ? 'Administrator' : 'Reader'}</td>
              <td>{user.suspendedAt ? `Suspended ${formatDate(user.suspendedAt)}` : 'Active'}</td>
              <td>{formatDate(user.createdAt)}</td>
              <td>
                <UserActions user={user} isSelf={user.id === me?.id} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
