import { Spinner } from '@site/ui';
import './page-loading.css';

/** Shown while a page's code arrives. */
export function PageLoading() {
  return (
    <div className="content-page-loading">
      <Spinner label="Loading page" />
    </div>
  );
}
