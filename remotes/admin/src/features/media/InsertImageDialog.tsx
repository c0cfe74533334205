import type { MediaImage } from '@site/contracts';
import { serverMessage } from '@site/shell-api';
import { Button, Spinner } from '@site/ui';
import { useQuery } from '@tanstack/react-query';
import { useId, useLayoutEffect, useRef, type SyntheticEvent } from 'react';
import { createPortal } from 'react-dom';
import { adminMediaQuery } from './api/media';
import { thumbnailOf } from './thumbnail';
import { UploadForm } from './UploadForm';
import './media.css';

interface InsertImageDialogProps {
  /** A file pasted or dropped into the editor: chosen already in the upload form. */
  file: File | null;
  /** The image chosen from the library, or just uploaded. */
  onChoose: (image: MediaImage) => void;
  onClose: () => void;
}

/**
 * A modal <dialog> to choose an image for the editor: one uploaded here, or one of the library. Drawn in the page's
 * body, since the editors are forms and a form may not hold another.
 */
export function InsertImageDialog({ file, onChoose, onClose }: InsertImageDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const headingId = useId();
  const libraryId = useId();
  const { data, isPending, error } = useQuery(adminMediaQuery());

  // Closed before React removes it, so the browser gives the focus back to what had it.
  useLayoutEffect(() => {
    const element = dialog.current;
    if (!element) return;
    element.showModal();
    return () => element.close();
  }, []);

  // The browser's own Escape handling would close the dialog behind React's back.
  const onCancel = (event: SyntheticEvent) => {
    event.preventDefault();
    onClose();
  };

  return createPortal(
    <dialog ref={dialog} className="admin-insert-image" aria-labelledby={headingId} onCancel={onCancel}>
      <header className="admin-insert-image__header">
        <h2 id={headingId}>Insert an image</h2>
        <Button variant="ghost" size="sm" onClick={onClose}>
          Close
        </Button>
      </header>
      <UploadForm legend="Upload a new image" submitLabel="Upload and insert" file={file} onUploaded={onChoose} />
      <section className="admin-insert-image__library" aria-labelledby={libraryId}>
        <h3 id={libraryId}>Or choose one from the library</h3>
        {isPending ? (
          <Spinner label="Loading the images" />
        ) : error ? (
          <p role="alert">The images could not be loaded: {serverMessage(error)}</p>
        ) : data.length === 0 ? (
          <p>No images yet: upload the first one above.</p>
        ) : (
          <ul className="admin-media-choices" aria-labelledby={libraryId}>
            {data.map((image) => {
              const thumbnail = thumbnailOf(image);
              return (
                <li key={image.id}>
                  <button type="button" className="admin-media-choice" onClick={() => onChoose(image)}>
                    {/* The alt text beside it names the button; read twice it would only repeat. */}
                    <img src={thumbnail.url} alt="" width={thumbnail.width} height={thumbnail.height} loading="lazy" />
                    <span>{image.alt}</span>
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </dialog>,
    document.body,
  );
}
