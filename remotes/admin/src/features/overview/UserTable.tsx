import type { User } from '@site/contracts';
import './overview.css';

/** The reader accounts of one page: who they are and whether they administer the site. */
export function UserTable({ users }: { users: User[] }) {
  return (
    // Scrolls sideways on a narrow screen rather than widening the page.
    <div className="admin-users-scroll">
      <table className="admin-users">
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Username</th>
            <th scope="col">Email</th>
            <th scope="col">Role</th>
          </tr>
        </thead>
        <tbody>
          {users.map((user) => (
            <tr key={user.id}>
              <td>{user.name}</td>
              <td>{user.username}</td>
              <td>{user.email}</td>
              <td>{user.isAdmin ? 'Administrator' : 'Reader'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
