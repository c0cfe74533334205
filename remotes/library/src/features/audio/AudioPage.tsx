import { PageMeta } from '@site/shell-api';
import { audioObjectLd, PAGE_HEADS, pathTo } from '@site/contracts';
import { Button, Skeleton } from '@site/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { audioItemsQuery } from './api/audio-items';
import { AudioItemEntry } from './AudioItemEntry';
import { LIBRARY_STEP, usePageLd } from '../../shared/page-ld';
import { useScrollToHash } from '../../shared/use-scroll-to-hash';
import './audio.css';

/** /library/audio: the library's lectures and readings, each played by the shared player. */
export default function AudioPage() {
  const { data: items, error, isPending, refetch } = useQuery(audioItemsQuery());
  useScrollToHash(items !== undefined);
  const path = pathTo('libraryAudio');
  const { title, description } = PAGE_HEADS.libraryAudio;
  const ld = usePageLd();
  // The collection naming each recording, where it sits, then each recording with its file.
  const listed = (items ?? []).map((item) => ({ item, page: ld.page(item.title, `${path}#${item.slug}`) }));
  const recordings = listed.map(({ item, page }) =>
    audioObjectLd({
      ...page,
      description: item.summary,
      contentUrl: ld.url(item.audio.url),
      durationSeconds: item.audio.durationSeconds,
      uploadDate: item.addedAt,
      speaker: item.speaker,
    }),
  );

  return (
    <article className="library-audio">
      <PageMeta
        title={title}
        description={description}
        path={path}
        structuredData={[
          ...ld.collection({
            title,
            description,
            path,
            items: listed.map(({ page }) => page),
            trail: [LIBRARY_STEP],
          }),
          ...recordings,
        ]}
      />
      <header className="library-audio__header">
        <h1>Audio</h1>
        <p>
          Short lectures and readings recorded for the library. Press play and keep browsing: the player stays at the
          foot of the page, and each recording picks up where you left it. For conversations and longer pieces, try the{' '}
          <Link to={pathTo('podcast')}>podcast</Link>.
        </p>
      </header>
      {isPending ? (
        <div role="status" aria-label="Loading recordings">
          <Skeleton height="8rem" />
          <Skeleton height="8rem" />
        </div>
      ) : error ? (
        <div role="alert" className="library-audio__status">
          <h2>The recordings could not be loaded</h2>
          <p>Please try again in a moment.</p>
          <Button size="sm" variant="secondary" onClick={() => void refetch()}>
            Try again
          </Button>
        </div>
      ) : items.length === 0 ? (
        <p className="library-audio__status">No recordings yet: the first lecture is being prepared.</p>
      ) : (
        <ul className="library-audio__list">
          {items.map((item) => (
            <AudioItemEntry key={item.slug} item={item} />
          ))}
        </ul>
      )}
    </article>
  );
}
