import { audioObjectLd, PAGE_HEADS, pathTo } from '@site/contracts';
import { Button, PageMeta, Skeleton, structuredData } from '@site/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { audioItemsQuery } from './api/audio-items';
import { AudioItemEntry } from './AudioItemEntry';
import { useScrollToHash } from '../../shared/use-scroll-to-hash';
import './audio.css';

/** /library/audio: the library's lectures and readings, each played by the shared player. */
export default function AudioPage() {
  const { data: items, error, isPending, refetch } = useQuery(audioItemsQuery());
  useScrollToHash(items !== undefined);
  const path = pathTo('libraryAudio');
  const { title, description } = PAGE_HEADS.libraryAudio;
  const origin = window.location.origin;
  // The same JSON-LD as the page's first HTML: the collection, then each recording with its file.
  const recordings = (items ?? []).map((item) =>
    audioObjectLd({
      name: item.title,
      url: `${origin}${path}#${item.slug}`,
      description: item.summary,
      contentUrl: new URL(item.audio.url, origin).href,
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
          structuredData('CollectionPage', { name: title, description, url: `${origin}${path}` }),
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
