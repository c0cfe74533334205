import { formatLength } from '@site/contracts';
import type { EpisodeSummary, PodcastShow } from '@site/contracts';
import { formatDate } from '@site/ui';
import { Link } from 'react-router-dom';
import { TrackPlayButton } from '../player/TrackPlayButton';
import { episodePath, episodeTrack } from './episode-track';

/** One episode in the list: number, title (to its page), date, length, summary and a play button. */
export function EpisodeEntry({ episode, show }: { episode: EpisodeSummary; show: PodcastShow }) {
  const titleId = `episode-${episode.id}-title`;
  return (
    <li className="library-podcast__episode">
      <article aria-labelledby={titleId}>
        <p className="library-podcast__number">Episode {episode.number}</p>
        <h3 id={titleId}>
          <Link to={episodePath(episode)}>{episode.title}</Link>
        </h3>
        <p className="library-audio__meta">
          <time dateTime={episode.publishedAt}>{formatDate(episode.publishedAt, 'long')}</time>
          <span>{formatLength(episode.audio.durationSeconds)}</span>
        </p>
        <p>{episode.summary}</p>
        <TrackPlayButton track={episodeTrack(episode, show)} />
      </article>
    </li>
  );
}
