import type { ReactNode } from 'react';

interface StatusMessageProps {
  title: string;
  children: ReactNode;
  /** Errors are announced at once; empty results are not urgent. */
  tone?: 'error' | 'info';
}

/** The titled box of an error or an empty list. */
export function StatusMessage({ title, children, tone = 'info' }: StatusMessageProps) {
  return (
    <div className={`content-status content-status--${tone}`} role={tone === 'error' ? 'alert' : undefined}>
      <h2 className="content-status__title">{title}</h2>
      {children}
    </div>
  );
}
