import { useEffect, useRef, useState } from 'react';
import { fallbackSrc, GRID_SIZES, srcSet, type GalleryItem } from './gallery-image';
import { Lightbox } from './Lightbox';
import { useFileAddress } from './remote-files';
import './gallery.css';

/** The first row or so loads at once; the rest waits until it is scrolled near. */
const EAGER_COUNT = 3;

interface GalleryProps {
  items: readonly GalleryItem[];
  /** Names the grid for assistive technology, e.g. "Photographs". */
  label: string;
}

/** A grid of images; each opens in the lightbox, and closing it gives focus back to the image that opened it. */
export function Gallery({ items, label }: GalleryProps) {
  const [open, setOpen] = useState<number | null>(null);
  const thumbnails = useRef<(HTMLButtonElement | null)[]>([]);
  const opener = useRef<number | null>(null);
  const address = useFileAddress();

  // Once the dialog is gone the page is no longer inert and the thumbnail can take focus again.
  useEffect(() => {
    if (open !== null || opener.current === null) return;
    thumbnails.current[opener.current]?.focus();
    opener.current = null;
  }, [open]);

  const show = (index: number) => {
    opener.current = index;
    setOpen(index);
  };

  return (
    <>
      <ul className="gallery" aria-label={label}>
        {items.map((item, index) => (
          <li key={item.title} className="gallery__item">
            <figure className="gallery__figure">
              <button
                ref={(element) => {
                  thumbnails.current[index] = element;
                }}
                type="button"
                className="gallery__open"
                aria-haspopup="dialog"
                onClick={() => show(index)}
              >
                {/* Until the server knows where the files are, each image is its colour at its size. */}
                <img
                  className="gallery__image"
                  src={address ? fallbackSrc(item.image, address) : undefined}
                  srcSet={address ? srcSet(item.image, address) : undefined}
                  sizes={GRID_SIZES}
                  width={item.image.width}
                  height={item.image.height}
                  alt={item.alt}
                  loading={index < EAGER_COUNT ? 'eager' : 'lazy'}
                  decoding="async"
                  style={{ backgroundColor: item.image.colour }}
                />
              </button>
              <figcaption className="gallery__title">{item.title}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
      {open === null ? null : (
        <Lightbox items={items} index={open} onIndexChange={setOpen} onClose={() => setOpen(null)} />
      )}
    </>
  );
}
