import { AVATAR_MIME_TYPES, type User } from '@site/contracts';
import { serverMessage, toast } from '@site/shell-api';
import { Avatar, Button, FormAlert } from '@site/ui';
import { useMutation } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { removeAvatarMutation } from '../api/remove-avatar';
import { uploadAvatarMutation } from '../api/upload-avatar';
import { avatarFileProblem } from './avatar-file';

/** The profile picture: upload (PNG, JPEG or WebP up to 5 MB) or remove, which shows the initials again. */
export function AvatarEditor({ user }: { user: User }) {
  const upload = useMutation(uploadAvatarMutation());
  const remove = useMutation(removeAvatarMutation());
  const [problem, setProblem] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const hintId = useId();
  const busy = upload.isPending || remove.isPending;

  const choose = (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    const refused = avatarFileProblem(file);
    setProblem(refused);
    if (refused) return;
    upload.mutate(file, {
      onSuccess: () => toast({ title: 'Picture updated', description: 'Your new picture is shown everywhere.' }),
      onError: (error) => setProblem(serverMessage(error)),
    });
  };

  return (
    <div className="account-avatar">
      <Avatar name={user.name || user.username} src={user.profilePicture} size="xl" decorative />
      <div className="account-avatar__controls">
        <label htmlFor={inputId} className="account-avatar__label">
          {user.profilePicture ? 'Change picture' : 'Upload a picture'}
        </label>
        <input
          ref={input}
          id={inputId}
          type="file"
          accept={AVATAR_MIME_TYPES.join(',')}
          aria-describedby={hintId}
          disabled={busy}
          onChange={(event) => choose(event.target.files?.[0])}
        />
        <p id={hintId} className="account-avatar__hint">
          PNG, JPEG or WebP, up to 5 MB. It is cropped to a square.
        </p>
        {upload.isPending ? <p role="status">Uploading…</p> : null}
        <FormAlert message={problem} />
        {user.profilePicture ? (
          <Button
            variant="secondary"
            size="sm"
            disabled={busy}
            onClick={() =>
              remove.mutate(undefined, {
                onSuccess: () => {
                  setProblem(null);
                  toast({ title: 'Picture removed', description: 'Your initials are shown instead.' });
                },
                onError: (error) =>
                  toast({ title: 'Picture not removed', description: serverMessage(error), variant: 'destructive' }),
              })
            }
          >
            Remove picture
          </Button>
        ) : null}
      </div>
    </div>
  );
}
