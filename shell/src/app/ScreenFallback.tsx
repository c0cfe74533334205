import { Spinner } from '@site/ui';

/** What a page shows while its code loads. */
export function ScreenFallback() {
  return (
    <div className="screen-fallback">
      <Spinner label="Loading page" />
    </div>
  );
}
