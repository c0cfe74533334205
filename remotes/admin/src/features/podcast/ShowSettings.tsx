import { serverMessage } from '@site/shell-api';
import { Spinner } from '@site/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { adminShowQuery } from './api/show';
import { showArtworkMutation } from './api/show-artwork';
import { ArtworkField } from '../editing/ArtworkField';
import { ShowForm } from './ShowForm';
import '../editing/editing.css';
import './podcast.css';

/** The show as podcast apps and the feed describe it: its settings, and its artwork beside them. */
export function ShowSettings() {
  const { data, isPending, error } = useQuery(adminShowQuery());
  const artwork = useMutation(showArtworkMutation());
  return (
    <section className="admin-page__section" aria-labelledby="admin-podcast-show-heading">
      <h2 id="admin-podcast-show-heading">The show</h2>
      {isPending ? (
        <Spinner label="Loading the show" />
      ) : error ? (
        <p role="alert">The show could not be loaded: {serverMessage(error)}</p>
      ) : (
        <div className="admin-editor__columns">
          <ShowForm show={data} />
          <ArtworkField
            imageUrl={data.artworkUrl || null}
            imageAlt="The show's artwork"
            missing="No artwork yet: podcast apps list a show only with its artwork."
            pending={artwork.isPending}
            upload={artwork.mutateAsync}
          />
        </div>
      )}
    </section>
  );
}
