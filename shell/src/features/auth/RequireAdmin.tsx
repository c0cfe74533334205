import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PageMeta, useCurrentUser } from '@site/shell-api';
import { RequireUser } from './RequireUser';
import './auth.css';

/**
 * Renders its children (the admin remote) only for an admin, so the remote is never even
 * requested for anyone else. Visitors go to /auth; other users read why they cannot enter.
 */
export function RequireAdmin({ path, head, children }: { path: string; head?: ReactNode; children: ReactNode }) {
  return (
    <RequireUser head={head}>
      <AdminOnly path={path}>{children}</AdminOnly>
    </RequireUser>
  );
}

function AdminOnly({ path, children }: { path: string; children: ReactNode }) {
  const { user } = useCurrentUser();
  if (user?.isAdmin) return <>{children}</>;
  return (
    <section className="guard-message">
      <PageMeta title="Administrators only" description="This page is for the site administrator." path={path} />
      <h1>Administrators only</h1>
      <p>Only the site administrator can open this page.</p>
      <p>
        <Link to="/dashboard">Go to your dashboard</Link>
      </p>
    </section>
  );
}
