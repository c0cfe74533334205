import type { PodcastShow } from '@site/contracts';
import { useSiteOrigin } from '@site/shell-api';
import { CopyButton } from './CopyButton';

/** The show: artwork, title, description, and how to subscribe in a podcast app. */
export function ShowHeader({ show }: { show: PodcastShow }) {
  const origin = useSiteOrigin();
  // The API gives an absolute address; an older or local one may be a path, which podcast apps cannot use.
  const feedUrl = new URL(show.feedUrl, origin).href;
  return (
    <header className="library-podcast__header">
      <img
        className="library-podcast__artwork"
        src={show.artworkUrl}
        alt={`Artwork of ${show.title}`}
        width={200}
        height={200}
      />
      <div>
        <h1>{show.title}</h1>
        <p className="library-audio__meta">
          <span>By {show.author}</span>
          <span>{show.category}</span>
        </p>
        <p>{show.description}</p>
        <section className="library-podcast__subscribe" aria-labelledby="podcast-subscribe-title">
          <h2 id="podcast-subscribe-title">Subscribe</h2>
          <p>Add this feed address to Apple Podcasts, Pocket Casts, AntennaPod or any podcast app:</p>
          <p className="library-podcast__feed">
            <a href={feedUrl}>{feedUrl}</a>
          </p>
          <CopyButton text={() => feedUrl}>Copy feed address</CopyButton>
        </section>
      </div>
    </header>
  );
}
