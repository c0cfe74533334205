import type { AdminEpisode } from '@site/contracts';
import { useMutation } from '@tanstack/react-query';
import { episodeArtworkMutation } from './api/episode-artwork';
import { ArtworkField } from '../editing/ArtworkField';

/** The episode's own artwork, or none: then podcast apps show the show's. */
export function EpisodeArtwork({ episode }: { episode: AdminEpisode }) {
  const { mutateAsync, isPending } = useMutation(episodeArtworkMutation());
  return (
    <ArtworkField
      imageUrl={episode.artworkUrl}
      imageAlt="The episode's artwork"
      missing="Uses the show's artwork."
      pending={isPending}
      upload={(file) => mutateAsync({ id: episode.id, file })}
      remove={{
        label: "Use the show's artwork",
        done: "The episode uses the show's artwork",
        send: () => mutateAsync({ id: episode.id, file: null }),
      }}
    />
  );
}
