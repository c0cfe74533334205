import { lazy } from 'react';
import type { Screens } from '@site/shell-api';

// Each shell screen is its own chunk, fetched when its route is first visited.
export const HomePage = lazy(() => import('../features/home/HomePage').then((m) => ({ default: m.HomePage })));
export const AuthPage = lazy(() => import('../features/auth/AuthPage').then((m) => ({ default: m.AuthPage })));
export const ResetPasswordPage = lazy(() =>
  import('../features/auth/ResetPasswordPage').then((m) => ({ default: m.ResetPasswordPage })),
);
export const DashboardPage = lazy(() =>
  import('../features/account/DashboardPage').then((m) => ({ default: m.DashboardPage })),
);
export const SettingsPage = lazy(() =>
  import('../features/account/SettingsPage').then((m) => ({ default: m.SettingsPage })),
);
export const BookmarksPage = lazy(() =>
  import('../features/account/BookmarksPage').then((m) => ({ default: m.BookmarksPage })),
);
export const NotFoundPage = lazy(() =>
  import('../features/not-found/NotFoundPage').then((m) => ({ default: m.NotFoundPage })),
);

/** The screen of every route the shell owns in the route table. */
export const SHELL_SCREENS: Screens<'shell'> = {
  home: HomePage,
  auth: AuthPage,
  passwordReset: ResetPasswordPage,
  dashboard: DashboardPage,
  profile: DashboardPage,
  settings: SettingsPage,
  bookmarks: BookmarksPage,
};
