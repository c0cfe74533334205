import { PAGE_HEADS, pathTo, podcastSeriesLd } from '@site/contracts';
import { Button, PageMeta, Skeleton } from '@site/ui';
import { useQuery } from '@tanstack/react-query';
import { podcastQuery } from './api/podcast';
import { EpisodeEntry } from './EpisodeEntry';
import { ShowHeader } from './ShowHeader';
import '../audio/audio.css';
import './podcast.css';

/** /podcast: the show, how to subscribe, and its episodes newest first. */
export default function PodcastPage() {
  const { data, error, isPending, refetch } = useQuery(podcastQuery());
  const { title, description } = PAGE_HEADS.podcast;
  const origin = window.location.origin;
  const show = data?.show;

  return (
    <div className="library-podcast">
      <PageMeta
        title={title}
        description={description}
        path={pathTo('podcast')}
        image={show?.artworkUrl}
        structuredData={
          show
            ? podcastSeriesLd({
                name: show.title,
                url: `${origin}${pathTo('podcast')}`,
                description: show.description,
                image: new URL(show.artworkUrl, origin).href,
                webFeed: show.feedUrl,
                author: show.author,
              })
            : undefined
        }
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
