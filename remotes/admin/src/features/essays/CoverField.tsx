import { ESSAY_COVER_MAX_BYTES, ESSAY_COVER_MIME_TYPES, ESSAY_COVER_TOO_LARGE_TEXT } from '@site/contracts';
import { serverMessage, toast } from '@site/shell-api';
import { Button, FormAlert } from '@site/ui';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { coverMutation } from './api/cover';

/** The essay's cover: shown, replaced by an upload (checked again by the service, by content), or removed. */
export function CoverField({ essayId, cover }: { essayId: number | null; cover: string | null }) {
  const inputId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const { mutate, isPending } = useMutation(coverMutation());

  const send = (file: File | null) => {
    setProblem(null);
    if (file && file.size > ESSAY_COVER_MAX_BYTES) {
      setProblem(ESSAY_COVER_TOO_LARGE_TEXT);
      return;
    }
    mutate(
      { essayId: essayId!, file },
      {
        onSuccess: () => toast({ title: file ? 'Cover uploaded' : 'Cover removed' }),
        onError: (error) => setProblem(serverMessage(error)),
      },
    );
  };

  return (
    <fieldset className="admin-essay-cover">
      <legend>Cover image</legend>
      {essayId === null ? (
        <p>Save the essay first, then add its cover.</p>
      ) : (
        <>
          {cover ? <img src={cover} alt="The current cover" width={320} height={168} /> : <p>No cover yet.</p>}
          <label htmlFor={inputId}>Upload a cover (PNG, JPEG or WebP, at most 5 MB)</label>
          <input
            id={inputId}
            type="file"
            accept={ESSAY_COVER_MIME_TYPES.join(',')}
            disabled={isPending}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) send(file);
            }}
          />
          {cover ? (
            <Button size="sm" variant="secondary" disabled={isPending} onClick={() => send(null)}>
              Remove cover
            </Button>
          ) : null}
          <FormAlert message={problem} />
        </>
      )}
    </fieldset>
  );
}
