import { pathTo } from '@site/contracts';
import { serverMessage } from '@site/shell-api';
import { buttonClassName, Spinner } from '@site/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { adminEpisodesQuery } from './api/episodes';
import { EpisodeTable } from './EpisodeTable';
import '../editing/editing.css';
import './podcast.css';

/** Every episode, drafts and scheduled ones included, and the way to start a new one. */
export function EpisodeList() {
  const { data, isPending, error } = useQuery(adminEpisodesQuery());
  return (
    <section className="admin-page__section" aria-labelledby="admin-podcast-episodes-heading">
      <header className="admin-page__header">
        <h2 id="admin-podcast-episodes-heading">Episodes</h2>
        <Link className={buttonClassName()} to={pathTo('adminEpisodeNew')}>
          New episode
        </Link>
      </header>
      {isPending ? (
        <Spinner label="Loading the episodes" />
      ) : error ? (
        <p role="alert">The episodes could not be loaded: {serverMessage(error)}</p>
      ) : (
        <>
          <p role="status">{data.length === 1 ? '1 episode.' : `${data.length} episodes.`}</p>
          {data.length > 0 ? <EpisodeTable episodes={data} /> : null}
        </>
      )}
    </section>
  );
}
