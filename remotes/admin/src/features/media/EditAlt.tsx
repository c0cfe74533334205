import { MEDIA_ALT_MAX, MEDIA_ALT_REQUIRED_TEXT, type MediaImage } from '@site/contracts';
import { serverMessage, toast } from '@site/shell-api';
import { Button, FormAlert, TextField } from '@site/ui';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { saveAltMutation } from './api/save-alt';

/** The image's alt text, rewritten in place. */
export function EditAlt({ image, onClose }: { image: MediaImage; onClose: () => void }) {
  const [draft, setDraft] = useState(image.alt);
  const [error, setError] = useState<string | undefined>();
  const save = useMutation(saveAltMutation());

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const alt = draft.trim();
    setError(alt ? undefined : MEDIA_ALT_REQUIRED_TEXT);
    if (!alt) return;
    save.mutate(
      { id: image.id, input: { alt } },
      {
        onSuccess: (saved) => {
          toast({ title: 'Alt text saved', description: saved.alt });
          onClose();
        },
      },
    );
  };

  return (
    <form className="admin-media-alt" aria-label="Edit alt text" onSubmit={submit} noValidate>
      <TextField
        label="Alt text"
        hint="Images already in essays and lessons keep the alt text they were inserted with."
        value={draft}
        maxLength={MEDIA_ALT_MAX}
        required
        autoFocus
        error={error}
        onChange={(event) => setDraft(event.target.value)}
      />
      <div className="admin-media-alt__actions">
        <Button type="submit" size="sm" disabled={save.isPending}>
          Save
        </Button>
        <Button variant="ghost" size="sm" onClick={onClose}>
          Cancel
        </Button>
      </div>
      <FormAlert message={save.error ? serverMessage(save.error) : null} />
    </form>
  );
}
