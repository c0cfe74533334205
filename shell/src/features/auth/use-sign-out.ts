import { useLocation, useNavigate } from 'react-router-dom';
import { findSiteRoute } from '@site/contracts';
import { useLogout } from '@site/shell-api';

/** Logs out; a visitor left on an account page is taken home rather than to the login form. */
export function useSignOut() {
  const logout = useLogout();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return {
    signOut: () =>
      logout.mutate(undefined, {
        onSuccess: () => {
          if (findSiteRoute(pathname)?.guard) navigate('/', { replace: true });
        },
      }),
    isPending: logout.isPending,
  };
}
