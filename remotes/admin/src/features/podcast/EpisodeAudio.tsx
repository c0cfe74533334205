import type { AdminEpisode } from '@site/contracts';
import { toast } from '@site/shell-api';
import { useMutation } from '@tanstack/react-query';
import { AudioField } from '../editing/AudioField';
import { episodeAudioMutation } from './api/episode-audio';

/** The episode's recording, read by the service from the uploaded file. */
export function EpisodeAudio({ episode }: { episode: AdminEpisode }) {
  const upload = useMutation(episodeAudioMutation());
  return (
    <AudioField
      audio={episode.audio}
      missing="No audio yet: an episode is published or scheduled once its audio is here."
      sending={upload.isPending ? upload.variables.file.name : null}
      send={(file, refused) =>
        upload.mutate(
          { id: episode.id, file },
          { onSuccess: (saved) => toast({ title: 'Audio uploaded', description: saved.title }), onError: refused },
        )
      }
    />
  );
}
