import { PageMeta, useSiteOrigin } from '@site/shell-api';
import { ApiError } from '@site/api-client';
import { PAGE_HEADS, pathTo, podcastEpisodeLd, type Episode, type PodcastShow, formatLength } from '@site/contracts';
import { MarkdownHtml } from '@site/markdown';
import { BookmarkToggle } from '@site/shell-api/bookmarks';
import { Button, formatDate, Skeleton } from '@site/ui';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { LibraryNotFound } from '../../shared/LibraryNotFound';
import { pageLd } from '../../shared/page-ld';
import { usePlayer } from '../player/player-context';
import { podcastQuery } from './api/podcast';
import { episodeQuery } from './api/episode';
import { ChapterList } from './ChapterList';
import { CopyButton } from './CopyButton';
import { EpisodePlayer } from './EpisodePlayer';
import { episodePath, episodeTrack } from './episode-track';
import { linkAtTime, readStartTime } from './start-time';
import { Transcript } from './Transcript';
import '../audio/audio.css';
import './podcast.css';
import { artworkCard } from './artwork-card';

/** /podcast/episode/:id, by number id or slug; `?t=SECONDS` opens it at that second. */
export default function EpisodePage() {
  const { id = '' } = useParams();
  const { data: episode, error, isPending, refetch } = useQuery(episodeQuery(id));
  // The show only names the album on the lock screen; the episode does not wait for it.
  const { data: overview } = useQuery(podcastQuery());

  if (isPending) {
    return (
      <div className="library-episode" role="status" aria-label="Loading the episode">
        <Skeleton width="70%" height="2.5rem" />
        <Skeleton height="4rem" />
        <Skeleton height="12rem" />
      </div>
    );
  }
  if (error) {
    // 400 is an id no episode can have: for the listener, no episode at this address.
    if (error instanceof ApiError && (error.status === 404 || error.status === 400))
      return <LibraryNotFound back={{ to: pathTo('podcast'), label: 'All podcast episodes' }} />;
    return (
      <div className="library-episode" role="alert">
        <h1>The episode could not be loaded</h1>
        <p>Please try again in a moment.</p>
        <Button size="sm" variant="secondary" onClick={() => void refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  return <EpisodeArticle episode={episode} show={overview?.show} />;
}

function EpisodeArticle({ episode, show }: { episode: Episode; show: PodcastShow | undefined }) {
  const [searchParams] = useSearchParams();
  const player = usePlayer();
  const track = episodeTrack(episode, show);
  const startAt = readStartTime(searchParams.get('t'), episode.audio.durationSeconds);
  const isCurrent = player.track?.mediaKey === track.mediaKey;
  const here = isCurrent ? player.currentTime : null;
  const path = episodePath(episode);
  const origin = useSiteOrigin();
  const ld = pageLd(origin);
  const podcast = PAGE_HEADS.podcast.title;
  const playFrom = (seconds: number) => player.play(track, seconds);

  return (
    <article className="library-episode">
      <PageMeta
        title={episode.title}
        description={episode.summary}
        path={path}
        image={artworkCard(episode.artworkUrl, show?.title ?? podcast)}
        type="article"
        publishedTime={episode.publishedAt}
        structuredData={[
          podcastEpisodeLd({
            ...ld.page(episode.title, path),
            description: episode.summary,
            datePublished: episode.publishedAt,
            episodeNumber: episode.number,
            audioUrl: ld.url(episode.audio.url),
            durationSeconds: episode.audio.durationSeconds,
            image: ld.url(episode.artworkUrl),
            series: ld.page(show?.title ?? podcast, pathTo('podcast')),
          }),
          ld.breadcrumbs([podcast, pathTo('podcast')], [episode.title, path]),
        ]}
      />
      <Link className="library-episode__back" to={pathTo('podcast')}>
        ← All episodes
      </Link>
      <header className="library-episode__header">
        <p className="library-podcast__number">
          Episode {episode.number}
          {show ? ` of ${show.title}` : ''}
        </p>
        <h1>{episode.title}</h1>
        <p className="library-audio__meta">
          <time dateTime={episode.publishedAt}>{formatDate(episode.publishedAt, 'long')}</time>
          <span>{formatLength(episode.audio.durationSeconds)}</span>
        </p>
        <p>{episode.summary}</p>
      </header>
      <EpisodePlayer track={track} startAt={startAt} />
      <p className="library-episode__share">
        <CopyButton text={() => linkAtTime(origin, path, here ?? 0)} copied="Link copied">
          Copy link at current time
        </CopyButton>{' '}
        <BookmarkToggle
          kind="episode"
          target={episode.slug}
          title={episode.title}
          path={path}
          className="bookmark-toggle--inline"
        />
      </p>
      <section aria-labelledby="episode-notes-title">
        <h2 id="episode-notes-title">Show notes</h2>
        <MarkdownHtml html={episode.notesHtml} className="library-episode__notes" />
      </section>
      {episode.chapters.length > 0 ? (
        <ChapterList chapters={episode.chapters} currentTime={here} onSeek={playFrom} />
      ) : null}
      <Transcript lines={episode.transcript} currentTime={here} onSeek={playFrom} vttUrl={episode.transcriptUrl} />
    </article>
  );
}
