import type { AdminRecording } from '@site/contracts';
import { useMutation } from '@tanstack/react-query';
import { ArtworkField } from '../editing/ArtworkField';
import { recordingArtworkMutation } from './api/recording-mutations';

/** The recording's own artwork, or the library's, which the shipped recordings share. */
export function RecordingArtwork({ recording }: { recording: AdminRecording }) {
  const { mutateAsync, isPending } = useMutation(recordingArtworkMutation());
  return (
    <ArtworkField
      imageUrl={recording.artworkUrl}
      imageAlt={recording.ownArtwork ? "The recording's artwork" : "The library's artwork"}
      missing="No artwork."
      pending={isPending}
      upload={(file) => mutateAsync({ id: recording.id, file })}
      remove={
        recording.ownArtwork
          ? {
              label: "Use the library's artwork",
              done: "The recording uses the library's artwork",
              send: () => mutateAsync({ id: recording.id, file: null }),
            }
          : undefined
      }
    />
  );
}
