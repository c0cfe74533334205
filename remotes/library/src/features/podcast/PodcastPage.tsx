import { PageMeta } from '@site/shell-api';
import { PAGE_HEADS, pathTo, podcastSeriesLd } from '@site/contracts';
import { Button, Skeleton } from '@site/ui';
import { useQuery } from '@tanstack/react-query';
import { usePageLd } from '../../shared/page-ld';
import { podcastQuery } from './api/podcast';
import { EpisodeEntry } from './EpisodeEntry';
import { artworkCard } from './artwork-card';
import { episodePath } from './episode-track';
import { ShowHeader } from './ShowHeader';
import '../audio/audio.css';
import './podcast.css';

/** /podcast: the show, how to subscribe, and its episodes newest first. */
export default function PodcastPage() {
  const { data, error, isPending, refetch } = useQuery(podcastQuery());
  const { title, description } = PAGE_HEADS.podcast;
  const ld = usePageLd();
  const path = pathTo('podcast');
  const show = data?.show;

  return (
    <div className="library-podcast">
      <PageMeta
        title={title}
        description={description}
        path={path}
        image={show ? artworkCard(show.artworkUrl, show.title) : undefined}
        structuredData={[
          // The series first: it is what the page is about; then the episodes it lists, and where it sits.
          ...(show
            ? [
                podcastSeriesLd({
                  ...ld.page(show.title, path),
                  description: show.description,
                  image: ld.url(show.artworkUrl),
                  webFeed: show.feedUrl,
                  author: show.author,
                }),
              ]
            : []),
          ...ld.collection({
            title,
            description,
            path,
            items: (data?.episodes ?? []).map((episode) => ld.page(episode.title, episodePath(episode))),
          }),
        ]}
      />
      {isPending ? (
        <div role="status" aria-label="Loading the podcast">
          <Skeleton width="60%" height="2.5rem" />
          <Skeleton height="10rem" />
        </div>
      ) : error ? (
        <div role="alert">
          <h1>{title}</h1>
          <p>The episodes could not be loaded. Please try again in a moment.</p>
          <Button size="sm" variant="secondary" onClick={() => void refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <>
          <ShowHeader show={data.show} />
          <section aria-labelledby="podcast-episodes-title">
            <h2 id="podcast-episodes-title">Episodes</h2>
            {data.episodes.length === 0 ? (
              <p>The first episode is being recorded.</p>
            ) : (
              <ol className="library-podcast__episodes" reversed>
                {data.episodes.map((episode) => (
                  <EpisodeEntry key={episode.id} episode={episode} show={data.show} />
                ))}
              </ol>
            )}
          </section>
        </>
      )}
    </div>
  );
}
