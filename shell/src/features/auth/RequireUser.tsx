import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useCurrentUser } from '@site/shell-api';
import { Spinner } from '@site/ui';

/** Shows its children to signed-in users; sends visitors to /auth, remembering where they were going. */
export function RequireUser({ children }: { children: ReactNode }) {
  const { user, isLoading } = useCurrentUser();
  const location = useLocation();
  if (isLoading) {
    return (
      <div className="guard-spinner">
        <Spinner label="Checking your session" />
      </div>
    );
  }
  if (!user) return <Navigate to="/auth" replace state={{ from: location }} />;
  return <>{children}</>;
}
