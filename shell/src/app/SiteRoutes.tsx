import { Suspense } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { RequireUser } from '../features/auth/RequireUser';
import { PageTransition } from '../features/layout/PageTransition';
import { RemoteRoute } from './RemoteRoute';
import { AuthPage, BookmarksPage, DashboardPage, HomePage, SettingsPage } from './screens';
import { ScreenFallback } from './ScreenFallback';

/**
 * The shell's own pages, and a catch-all that hands every other path to its remote. `Routes`
 * gets the location explicitly so the page fading out keeps showing the old route.
 */
export function SiteRoutes() {
  const location = useLocation();
  return (
    <PageTransition pageKey={location.pathname}>
      <Suspense fallback={<ScreenFallback />}>
        <Routes location={location}>
          <Route path="/" element={<HomePage />} />
          <Route path="/auth" element={<AuthPage />} />
          <Route
            path="/dashboard"
            element={
              <RequireUser>
                <DashboardPage />
              </RequireUser>
            }
          />
          <Route
            path="/profile"
            element={
              <RequireUser>
                <DashboardPage />
              </RequireUser>
            }
          />
          <Route
            path="/settings"
            element={
              <RequireUser>
                <SettingsPage />
              </RequireUser>
            }
          />
          <Route
            path="/bookmarks"
            element={
              <RequireUser>
                <BookmarksPage />
              </RequireUser>
            }
          />
          <Route path="*" element={<RemoteRoute />} />
        </Routes>
      </Suspense>
    </PageTransition>
  );
}
