import type { MediaImage } from '@site/contracts';
import { buttonClassName, formatDate } from '@site/ui';
import { useLayoutEffect, useRef, useState } from 'react';
import { CopyMarkdown } from './CopyMarkdown';
import { DeleteImage } from './DeleteImage';
import { EditAlt } from './EditAlt';
import { thumbnailOf } from './thumbnail';

/** One image of the library: what it is, and copying its Markdown, rewriting its alt text or deleting it. */
export function MediaItem({ image }: { image: MediaImage }) {
  const thumbnail = thumbnailOf(image);
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);

  // The form goes with the focus in it: the button that opened it takes the focus back.
  useLayoutEffect(() => {
    if (editing || !refocus.current) return;
    refocus.current = false;
    editButton.current?.focus();
  }, [editing]);

  const close = () => {
    refocus.current = true;
    setEditing(false);
  };

  return (
    <li className="admin-media-item">
      <img
        className="admin-media-item__thumbnail"
        src={thumbnail.url}
        alt={image.alt}
        width={thumbnail.width}
        height={thumbnail.height}
        loading="lazy"
      />
      <div className="admin-media-item__text">
        {editing ? <EditAlt image={image} onClose={close} /> : <p className="admin-media-item__alt">{image.alt}</p>}
        <p className="admin-media-item__meta">
          {image.originalName} · {image.width} × {image.height} pixels ·{' '}
          <time dateTime={image.createdAt}>{formatDate(image.createdAt)}</time>
        </p>
      </div>
      <div className="admin-media-item__actions">
        <CopyMarkdown image={image} />
        {editing ? null : (
          <button
            ref={editButton}
            type="button"
            className={buttonClassName({ variant: 'secondary', size: 'sm' })}
            onClick={() => setEditing(true)}
          >
            Edit alt text
          </button>
        )}
        <DeleteImage image={image} />
      </div>
    </li>
  );
}
