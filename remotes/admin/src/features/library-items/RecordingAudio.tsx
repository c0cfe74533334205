import type { AdminRecording } from '@site/contracts';
import { toast } from '@site/shell-api';
import { useMutation } from '@tanstack/react-query';
import { AudioField } from '../editing/AudioField';
import { recordingAudioMutation } from './api/recording-mutations';

/** The recording's audio, read by the service from the uploaded file. */
export function RecordingAudio({ recording }: { recording: AdminRecording }) {
  const upload = useMutation(recordingAudioMutation());
  return (
    <AudioField
      audio={recording.audio}
      missing="No audio yet: a recording is published once its audio is here."
      sending={upload.isPending ? upload.variables.file.name : null}
      send={(file, refused) =>
        upload.mutate(
          { id: recording.id, file },
          { onSuccess: (saved) => toast({ title: 'Audio uploaded', description: saved.title }), onError: refused },
        )
      }
    />
  );
}
