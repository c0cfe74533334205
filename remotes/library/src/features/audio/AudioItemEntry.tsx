import { formatLength, libraryItemHref } from '@site/contracts';
import { BookmarkToggle } from '@site/shell-api/bookmarks';
import type { AudioItem } from '@site/contracts';
import { formatDate } from '@site/ui';
import { TrackPlayButton } from '../player/TrackPlayButton';
import { audioTrack } from './audio-track';

const KIND_LABELS: Record<AudioItem['kind'], string> = { lecture: 'Lecture', reading: 'Reading' };

/** One lecture or reading: what it is, who speaks, when, how long, and a button into the player. */
export function AudioItemEntry({ item }: { item: AudioItem }) {
  const titleId = `${item.slug}-title`;
  return (
    <li id={item.slug} className="library-audio__item">
      <article aria-labelledby={titleId}>
        <h2 id={titleId}>{item.title}</h2>
        <p className="library-audio__meta">
          <span>{KIND_LABELS[item.kind]}</span>
          <span>{item.speaker}</span>
          <span>
            Recorded <time dateTime={item.recordedOn}>{formatDate(item.recordedOn, 'long')}</time>
          </span>
          <span>{formatLength(item.audio.durationSeconds)}</span>
        </p>
        <p>{item.summary}</p>
        {item.topics.length > 0 ? (
          <ul className="library-audio__topics" aria-label="Topics">
            {item.topics.map((topic) => (
              <li key={topic}>{topic}</li>
            ))}
          </ul>
        ) : null}
        <TrackPlayButton track={audioTrack(item)} />
        <BookmarkToggle
          kind="library"
          target={`audio:${item.slug}`}
          title={item.title}
          path={libraryItemHref('audio', item.slug)}
          hideForVisitors
        />
      </article>
    </li>
  );
}
