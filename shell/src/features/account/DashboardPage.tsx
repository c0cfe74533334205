import { Link, useLocation } from 'react-router-dom';
import { PAGE_HEADS, pathTo } from '@site/contracts';
import { useCurrentUser } from '@site/shell-api';
import { Avatar, Card, PageMeta, Skeleton } from '@site/ui';
import { RemoteArea } from '../../remotes/RemoteArea';
import './account.css';

/** /dashboard and /profile: who is signed in, and their learning progress from the learn remote. */
export function DashboardPage() {
  const { user } = useCurrentUser();
  const { pathname } = useLocation();
  const head = PAGE_HEADS[pathname === pathTo('profile') ? 'profile' : 'dashboard'];
  if (!user) return null;
  const name = user.name || user.username;

  return (
    <div className="account-page">
      <PageMeta title={head.title} description={head.description} path={pathname} />
      <h1>{head.title}</h1>
      <Card as="section" className="profile-card" aria-label="Account">
        <Avatar name={name} src={user.profilePicture} size="xl" />
        <div className="profile-card__details">
          <h2 className="profile-card__name">
            {name}
            {user.isAdmin ? <span className="badge">Admin</span> : null}
          </h2>
          <p className="profile-card__username">@{user.username}</p>
          <p className="profile-card__email">{user.email}</p>
          <ul className="profile-card__links">
            <li>
              <Link to="/settings">Edit profile</Link>
            </li>
            <li>
              <Link to="/bookmarks">Bookmarks</Link>
            </li>
            {user.isAdmin ? (
              <li>
                <Link to="/admin">Admin area</Link>
              </li>
            ) : null}
          </ul>
        </div>
      </Card>
      {/* The widget brings its own "My learning" heading. */}
      <div className="account-section">
        <RemoteArea
          remote="learn"
          module="MyLearning"
          label="Your learning progress could not be loaded."
          loading={
            <div className="skeleton-stack">
              <Skeleton height={24} width="40%" />
              <Skeleton height={72} />
              <Skeleton height={72} />
            </div>
          }
        />
      </div>
    </div>
  );
}
