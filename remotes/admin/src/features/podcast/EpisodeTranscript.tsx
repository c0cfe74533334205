import { EPISODE_TRANSCRIPT_MAX, type AdminEpisode } from '@site/contracts';
import { serverMessage, toast } from '@site/shell-api';
import { Button, FormAlert, TextField } from '@site/ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { episodeTranscriptMutation } from './api/episode-transcript';
import { TRANSCRIPT_ACCEPT } from '../editing/media-files';
import './podcast.css';

/** The episode's transcript: a WebVTT or SRT file, read here and sent as text; its first lines show what was read. */
export function EpisodeTranscript({ episode }: { episode: AdminEpisode }) {
  const [problem, setProblem] = useState<string | null>(null);
  const transcript = useMutation(episodeTranscriptMutation());

  const send = (text: string | null, done: string) =>
    transcript.mutate(
      { id: episode.id, text },
      {
        onSuccess: () => toast({ title: done, description: episode.title }),
        onError: (error) => setProblem(serverMessage(error)),
      },
    );

  const choose = async (file: File) => {
    setProblem(null);
    let text: string;
    try {
      text = await file.text();
    } catch {
      setProblem(`${file.name} could not be read.`);
      return;
    }
    if (text.length > EPISODE_TRANSCRIPT_MAX) {
      setProblem(`A transcript has at most ${EPISODE_TRANSCRIPT_MAX.toLocaleString('en-US')} characters.`);
      return;
    }
    send(text, 'Transcript uploaded');
  };

  const lines = episode.transcriptLines;
  return (
    <fieldset className="admin-part">
      <legend>Transcript</legend>
      {lines > 0 ? (
        <>
          <p>{lines === 1 ? '1 line. It reads:' : `${lines} lines. The first:`}</p>
          <blockquote className="admin-episode-transcript__preview">
            {episode.transcriptPreview.map((line, index) => (
              <p key={index}>{line}</p>
            ))}
          </blockquote>
        </>
      ) : (
        <p>No transcript yet.</p>
      )}
      <TextField
        label="Transcript file"
        hint="WebVTT (.vtt) or SRT (.srt); it replaces the transcript there is."
        type="file"
        accept={TRANSCRIPT_ACCEPT}
        disabled={transcript.isPending}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void choose(file);
        }}
      />
      {lines > 0 ? (
        <div>
          <Button
            size="sm"
            variant="secondary"
            disabled={transcript.isPending}
            onClick={() => {
              setProblem(null);
              send(null, 'Transcript removed');
            }}
          >
            Remove transcript
          </Button>
        </div>
      ) : null}
      <FormAlert message={problem} />
    </fieldset>
  );
}
