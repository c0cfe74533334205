import type { ReactNode } from 'react';
import type { User } from '@site/contracts';
import { USER_QUERY_KEY } from '@site/shell-api';
import { renderWithProviders as renderWithHostProviders, type RenderOptions } from '@site/testing';
import { pageTransitionTiming } from '../../features/layout/PageTransition';

export { currentLocation } from '@site/testing';

// Page transitions finish at once in tests; jsdom cannot scroll.
pageTransitionTiming.exitMs = 0;
window.scrollTo = () => undefined;

export interface ShellRenderOptions extends Omit<RenderOptions, 'queryData'> {
  /** Who is signed in; leave out to let the session load through fetch. */
  user?: User | null;
}

/** Renders with the providers of the real App; `user` settles the session without a request. */
export function renderWithProviders(ui: ReactNode, { user, ...options }: ShellRenderOptions = {}) {
  return renderWithHostProviders(ui, { ...options, queryData: user === undefined ? [] : [[USER_QUERY_KEY, user]] });
}
