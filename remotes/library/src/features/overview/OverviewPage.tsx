import { PageMeta } from '@site/shell-api';
import { PAGE_HEADS, pathTo } from '@site/contracts';
import { Button, Skeleton } from '@site/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { usePageLd } from '../../shared/page-ld';
import { ReadingNowList } from '../books/ReadingNowList';
import { overviewQuery } from './api/overview';
import { LibrarySections } from './LibrarySections';
import { RecentAdditions } from './RecentAdditions';
import { ShelfSummary } from './ShelfSummary';
import './overview.css';

const { title, description } = PAGE_HEADS.library;

/** /library: the library at a glance: its rooms, the shelves, what is being read and what came in lately. */
export default function OverviewPage() {
  const { data, error, isPending, refetch } = useQuery(overviewQuery());
  const ld = usePageLd();
  return (
    <div className="library-overview">
      <PageMeta
        title={title}
        description={description}
        path={pathTo('library')}
        keywords={['library', 'books', 'papers', 'audio', 'podcast']}
        structuredData={ld.collection({
          title,
          description,
          path: pathTo('library'),
          items: (data?.recent ?? []).map((item) => ld.page(item.title, item.href)),
        })}
      />
      <header className="library-overview__header">
        <h1>Library</h1>
        <p>
          The works behind the writing on this site: books on the desk and on the shelves, papers to cite, recordings to
          listen to and a small podcast. Essays and lessons link here when they lean on something.
        </p>
      </header>
      {isPending ? (
        <div role="status" aria-label="Loading the library" className="library-overview__loading">
          <Skeleton height="10rem" />
          <Skeleton height="14rem" />
        </div>
      ) : error ? (
        <div role="alert" className="library-overview__message">
          <p>The library could not be loaded just now.</p>
          <Button size="sm" variant="secondary" onClick={() => refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <>
          <section aria-labelledby="library-sections-title">
            <h2 id="library-sections-title">In the library</h2>
            <LibrarySections counts={data.counts} />
          </section>
          <div className="library-overview__columns">
            <section aria-labelledby="library-reading-title">
              <h2 id="library-reading-title">Reading now</h2>
              <ReadingNowList />
            </section>
            <section aria-labelledby="library-recent-title">
              <h2 id="library-recent-title">Recent additions</h2>
              <RecentAdditions items={data.recent} />
            </section>
          </div>
          <section aria-labelledby="library-shelves-title">
            <h2 id="library-shelves-title">Shelves</h2>
            <ShelfSummary shelves={data.shelves} />
            <p>
              <Link to={pathTo('libraryBooks')}>Browse every book</Link>
            </p>
          </section>
        </>
      )}
    </div>
  );
}
