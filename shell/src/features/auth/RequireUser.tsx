import { useRef, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useCurrentUser } from '@site/shell-api';
import { Spinner } from '@site/ui';

/**
 * Shows its children to signed-in users (`head` names the page while the session is being checked); sends visitors to /auth, remembering where they were going. A reader whose
 * session ends while on the page (logged out, account deleted) goes home instead: they left on purpose.
 */
export function RequireUser({ children, head = null }: { children: ReactNode; head?: ReactNode }) {
  const { user, isLoading } = useCurrentUser();
  const location = useLocation();
  const hadUser = useRef(false);
  if (user) hadUser.current = true;
  if (isLoading) {
    return (
      <div className="guard-spinner">
        {head}
        <Spinner label="Checking your session" />
      </div>
    );
  }
  if (!user && hadUser.current) return <Navigate to="/" replace />;
  if (!user) return <Navigate to="/auth" replace state={{ from: location }} />;
  return <>{children}</>;
}
