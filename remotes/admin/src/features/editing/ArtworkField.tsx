import { serverMessage, toast } from '@site/shell-api';
import { Button, FormAlert, TextField } from '@site/ui';
import { useState } from 'react';
import { ARTWORK_ACCEPT, ARTWORK_RULE_TEXT, artworkFileProblem } from './media-files';
import './editing.css';

interface ArtworkFieldProps {
  /** The artwork shown now, or null when there is none of its own. */
  imageUrl: string | null;
  imageAlt: string;
  /** Said in place of the image when there is none. */
  missing: string;
  pending: boolean;
  /** Sends the chosen image; rejects with the service's refusal. */
  upload: (file: File) => Promise<unknown>;
  /** A button that takes the artwork away, while there is one. */
  remove?: { label: string; done: string; send: () => Promise<unknown> };
}

/** The show's or an episode's artwork: shown, replaced by an upload (its shape judged by the service), or removed. */
export function ArtworkField({ imageUrl, imageAlt, missing, pending, upload, remove }: ArtworkFieldProps) {
  const [problem, setProblem] = useState<string | null>(null);

  const run = async (send: () => Promise<unknown>, done: string) => {
    setProblem(null);
    try {
      await send();
      toast({ title: done });
    } catch (error) {
      setProblem(serverMessage(error));
    }
  };

  const choose = (file: File) => {
    const found = artworkFileProblem(file);
    if (found) setProblem(found);
    else void run(() => upload(file), 'Artwork uploaded');
  };

  return (
    <fieldset className="admin-part">
      <legend>Artwork</legend>
      {imageUrl ? (
        <img className="admin-artwork" src={imageUrl} alt={imageAlt} width={160} height={160} />
      ) : (
        <p>{missing}</p>
      )}
      <TextField
        label="Artwork file"
        hint={ARTWORK_RULE_TEXT}
        type="file"
        accept={ARTWORK_ACCEPT}
        disabled={pending}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // The same file chosen again after a refusal must still fire a change.
          event.target.value = '';
          if (file) choose(file);
        }}
      />
      {imageUrl && remove ? (
        <div>
          <Button size="sm" variant="secondary" disabled={pending} onClick={() => void run(remove.send, remove.done)}>
            {remove.label}
          </Button>
        </div>
      ) : null}
      <FormAlert message={problem} />
    </fieldset>
  );
}
