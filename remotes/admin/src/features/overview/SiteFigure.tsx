import { Suspense, useId, type ReactNode } from 'react';
import { QueryErrorResetBoundary } from '@tanstack/react-query';
import { Button, Card, Spinner } from '@site/ui';
import { FigureBoundary } from './FigureBoundary';

/** One count of the overview, loaded and failing on its own. */
export function SiteFigure({ label, children }: { label: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Card as="section" className="admin-figure" aria-labelledby={titleId}>
      <h3 id={titleId} className="admin-figure__label">
        {label}
      </h3>
      <QueryErrorResetBoundary>
        {({ reset }) => (
          <FigureBoundary
            onReset={reset}
            fallback={(retry) => (
              <>
                <p className="admin-figure__failed">Could not be loaded.</p>
                <Button variant="secondary" size="sm" aria-label={`Retry ${label}`} onClick={retry}>
                  Retry
                </Button>
              </>
            )}
          >
            <Suspense fallback={<Spinner label={`Loading ${label}`} />}>{children}</Suspense>
          </FigureBoundary>
        )}
      </QueryErrorResetBoundary>
    </Card>
  );
}

/** The number itself, and a line about it. */
export function FigureValue({ value, note }: { value: number; note?: string }) {
  return (
    <>
      <p className="admin-figure__value">{value.toLocaleString('en-US')}</p>
      {note ? <p className="admin-figure__note">{note}</p> : null}
    </>
  );
}
