import {
  BOOK_COVER_MAX_BYTES,
  BOOK_COVER_MIME_TYPES,
  BOOK_COVER_TOO_LARGE_TEXT,
  BOOK_COVER_WRONG_TYPE_TEXT,
  type AdminBook,
} from '@site/contracts';
import { serverMessage, toast } from '@site/shell-api';
import { Button, FormAlert, TextField } from '@site/ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useObjectUrl } from '../media/use-object-url';
import { bookCoverMutation } from './api/book-cover';
import './library-books.css';

/** Why the service would refuse this image, told before it is sent; it judges the type again by content. */
function coverFileProblem(file: File): string | null {
  if (!(BOOK_COVER_MIME_TYPES as readonly string[]).includes(file.type)) return BOOK_COVER_WRONG_TYPE_TEXT;
  if (file.size > BOOK_COVER_MAX_BYTES) return BOOK_COVER_TOO_LARGE_TEXT;
  return null;
}

/**
 * The book's cover as readers see it: an uploaded one, or the one generated from its title. A chosen image is shown
 * first, then uploaded (the service crops it to 400×600); "Use the generated cover" takes an upload away.
 */
export function BookCoverField({ book }: { book: AdminBook }) {
  const [chosen, setChosen] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const preview = useObjectUrl(chosen);
  const { mutate, isPending } = useMutation(bookCoverMutation());

  const send = (file: File | null) => {
    setProblem(null);
    mutate(
      { id: book.id, file },
      {
        onSuccess: () => {
          setChosen(null);
          toast({ title: file ? 'Cover uploaded' : 'The book has its generated cover' });
        },
        onError: (failure) => setProblem(serverMessage(failure)),
      },
    );
  };

  return (
    <fieldset className="admin-part">
      <legend>Cover</legend>
      <div className="admin-book-covers">
        <figure>
          <img
            className="admin-book-cover"
            src={book.coverUrl}
            alt={`The cover of ${book.title}`}
            width={120}
            height={180}
          />
          <figcaption>{book.coverUploaded ? 'Uploaded' : 'Generated from the title'}</figcaption>
        </figure>
        {chosen && preview ? (
          <figure>
            <img className="admin-book-cover" src={preview} alt="The chosen image" width={120} height={180} />
            <figcaption>Chosen: {chosen.name}</figcaption>
          </figure>
        ) : null}
      </div>
      {chosen ? (
        <div className="admin-book-cover__buttons">
          <Button size="sm" disabled={isPending} onClick={() => send(chosen)}>
            {isPending ? 'Uploading…' : 'Upload this cover'}
          </Button>
          <Button size="sm" variant="ghost" disabled={isPending} onClick={() => setChosen(null)}>
            Cancel
          </Button>
        </div>
      ) : (
        <TextField
          label="Cover image"
          hint="PNG, JPEG or WebP, at most 5 MB; cropped to 400×600 around what matters most."
          type="file"
          accept={BOOK_COVER_MIME_TYPES.join(',')}
          disabled={isPending}
          onChange={(event) => {
            const file = event.target.files?.[0];
            // The same file chosen again after a refusal must still fire a change.
            event.target.value = '';
            if (!file) return;
            const found = coverFileProblem(file);
            setProblem(found);
            if (!found) setChosen(file);
          }}
        />
      )}
      {book.coverUploaded && !chosen ? (
        <div>
          <Button size="sm" variant="secondary" disabled={isPending} onClick={() => send(null)}>
            Use the generated cover
          </Button>
        </div>
      ) : null}
      <FormAlert message={problem} />
    </fieldset>
  );
}
