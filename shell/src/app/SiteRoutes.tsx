import { Suspense } from 'react';
import { Route, Routes, useLocation, useNavigationType } from 'react-router-dom';
import { RequireUser } from '../features/auth/RequireUser';
import { FrozenLocation } from '../features/layout/FrozenLocation';
import { PageTransition } from '../features/layout/PageTransition';
import { RemoteRoute } from './RemoteRoute';
import { AuthPage, BookmarksPage, DashboardPage, HomePage, SettingsPage } from './screens';
import { ScreenFallback } from './ScreenFallback';

/**
 * The shell's own pages, and a catch-all that hands every other path to its remote. Each page
 * keeps the location it was rendered for, so the page fading out still shows the old route.
 */
export function SiteRoutes() {
  const location = useLocation();
  const navigationType = useNavigationType();
  return (
    <PageTransition pageKey={location.pathname}>
      <FrozenLocation location={location} navigationType={navigationType}>
        <Suspense fallback={<ScreenFallback />}>
          <Routes>
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
      </FrozenLocation>
    </PageTransition>
  );
}
