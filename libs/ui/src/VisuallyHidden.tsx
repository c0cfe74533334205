import type { ReactNode } from 'react';

/** Text for screen readers only, e.g. the name of an icon-only control. */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className="ui-visually-hidden">{children}</span>;
}
