import { PAGE_HEADS, pathTo, type User } from '@site/contracts';
import { PageMeta, useCurrentUser } from '@site/shell-api';
import { Avatar, Button, Card, Skeleton } from '@site/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { RemoteArea } from '../../remotes/RemoteArea';
import { profileQuery } from './api/profile';
import { GameBests } from './dashboard/GameBests';
import { RecentBookmarks } from './dashboard/RecentBookmarks';
import { ProfileForm } from './settings/ProfileForm';
import './account.css';

const MEMBER_SINCE = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' });

/** /dashboard and /profile: who is signed in, what they saved, their learning and their game bests. */
export function DashboardPage() {
  const { user } = useCurrentUser();
  const { pathname } = useLocation();
  const head = PAGE_HEADS[pathname === pathTo('profile') ? 'profile' : 'dashboard'];
  if (!user) return null;

  return (
    <div className="account-page">
      <PageMeta title={head.title} description={head.description} path={pathname} />
      <h1>{head.title}</h1>
      <ProfileCard user={user} />
      <RecentBookmarks />
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
      <GameBests userId={user.id} />
    </div>
  );
}

function ProfileCard({ user }: { user: User }) {
  const profile = useQuery(profileQuery());
  const [editing, setEditing] = useState(false);
  const name = user.name || user.username;
  const memberSince = profile.data ? MEMBER_SINCE.format(new Date(profile.data.memberSince)) : null;

  return (
    <Card as="section" aria-labelledby="profile-card-name">
      <div className="profile-card">
        <Avatar name={name} src={user.profilePicture} size="xl" />
        <div className="profile-card__details">
          <h2 className="profile-card__name" id="profile-card-name">
            {name}
            {user.isAdmin ? <span className="badge">Admin</span> : null}
          </h2>
          <p className="profile-card__username">@{user.username}</p>
          <p className="profile-card__email">{user.email}</p>
          {memberSince ? <p className="profile-card__since">Member since {memberSince}</p> : null}
          <ul className="profile-card__links">
            <li>
              <Button
                variant="secondary"
                size="sm"
                aria-expanded={editing}
                aria-controls="profile-editor"
                onClick={() => setEditing((open) => !open)}
              >
                {editing ? 'Close the editor' : 'Edit profile'}
              </Button>
            </li>
            <li>
              <Link to="/settings">Settings</Link>
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
      </div>
      {editing ? (
        <div id="profile-editor" className="profile-card__editor">
          <ProfileForm key={user.id} user={user} onSaved={() => setEditing(false)} />
        </div>
      ) : null}
    </Card>
  );
}
