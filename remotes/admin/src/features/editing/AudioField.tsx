import { EPISODE_AUDIO_MAX_BYTES, formatClock, type AudioFile } from '@site/contracts';
import { serverMessage } from '@site/shell-api';
import { FormAlert, TextField } from '@site/ui';
import { useState } from 'react';
import { AUDIO_ACCEPT, AUDIO_TYPE_NAMES, audioFileProblem, megabytes } from './media-files';
import './editing.css';

interface AudioFieldProps {
  /** The audio as the service read it from the file, or null before one is uploaded. */
  audio: AudioFile | null;
  /** Said while there is no audio: what waits for it. */
  missing: string;
  /** The name of the file being sent, while one is. */
  sending: string | null;
  /** Sends the chosen file; calls `refused` with the service's refusal. */
  send: (file: File, refused: (error: unknown) => void) => void;
}

/** An episode's or a recording's audio: uploaded (or replaced), then shown as the service read it, with a player. */
export function AudioField({ audio, missing, sending, send }: AudioFieldProps) {
  const [problem, setProblem] = useState<string | null>(null);

  const choose = (file: File) => {
    const found = audioFileProblem(file);
    setProblem(found ?? null);
    if (!found) send(file, (error) => setProblem(serverMessage(error)));
  };

  return (
    <fieldset className="admin-part">
      <legend>Audio</legend>
      {audio ? (
        <>
          <p className="admin-file-facts">
            {AUDIO_TYPE_NAMES[audio.type]} · {megabytes(audio.byteLength)} · {formatClock(audio.durationSeconds)} long
          </p>
          <audio
            className="admin-audio-player"
            controls
            preload="metadata"
            src={audio.url}
            aria-label="The uploaded audio"
          />
        </>
      ) : (
        <p>{missing}</p>
      )}
      <TextField
        label="Audio file"
        hint={`MP3 or M4A, at most ${EPISODE_AUDIO_MAX_BYTES / 1024 / 1024} MB. Its type, size and length are read from the file.`}
        type="file"
        accept={AUDIO_ACCEPT}
        disabled={sending !== null}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // The same file chosen again after a refusal must still fire a change.
          event.target.value = '';
          if (file) choose(file);
        }}
      />
      {sending !== null ? <p role="status">Uploading {sending}…</p> : null}
      <FormAlert message={problem} />
    </fieldset>
  );
}
