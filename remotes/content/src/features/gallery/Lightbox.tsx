import { useId, useLayoutEffect, useRef, type KeyboardEvent, type MouseEvent, type SyntheticEvent } from 'react';
import { fallbackSrc, lightboxSizes, srcSet, type GalleryItem } from './gallery-image';
import { useFileAddress } from './remote-files';
import { useSwipe } from './use-swipe';

interface LightboxProps {
  items: readonly GalleryItem[];
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

/**
 * One image at a time over the whole page, in a modal <dialog>: the page behind is inert, so
 * focus stays inside. Arrow keys, the buttons and a sideways swipe move through the gallery,
 * wrapping at either end; Escape, the close button or a click beside the image close it.
 */
export function Lightbox({ items, index, onIndexChange, onClose }: LightboxProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const captionId = useId();
  const item = items[index];
  const count = items.length;
  const previous = () => onIndexChange((index - 1 + count) % count);
  const next = () => onIndexChange((index + 1) % count);
  const swipe = useSwipe(previous, next);
  const address = useFileAddress();

  // Closed before React removes it: a modal dialog closed while still in the page gives the focus back to
  // what had it, and no focus is left on a removed element.
  useLayoutEffect(() => {
    const element = dialog.current;
    if (!element) return;
    element.showModal();
    closeButton.current?.focus();
    return () => element.close();
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, () => void> = {
      ArrowLeft: previous,
      ArrowRight: next,
      Home: () => onIndexChange(0),
      End: () => onIndexChange(count - 1),
      Escape: onClose,
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    move();
  };

  // The browser's own Escape handling would close the dialog behind React's back.
  const onCancel = (event: SyntheticEvent) => {
    event.preventDefault();
    onClose();
  };

  // A click on the dark space around the image (the dialog or the stage, not what is in them) closes it,
  // unless it ends a swipe.
  const onClick = (event: MouseEvent) => {
    const onBackground = event.target === event.currentTarget || event.target === stage.current;
    if (onBackground && !swipe.dragged()) onClose();
  };

  return (
    <dialog
      ref={dialog}
      className="lightbox"
      aria-labelledby={titleId}
      aria-describedby={captionId}
      onKeyDown={onKeyDown}
      onCancel={onCancel}
      onClick={onClick}
    >
      <div ref={stage} className="lightbox__stage" {...swipe.handlers}>
        <img
          key={index}
          className="lightbox__image"
          src={address ? fallbackSrc(item.image, address) : undefined}
          srcSet={address ? srcSet(item.image, address) : undefined}
          sizes={lightboxSizes(item.image)}
          width={item.image.width}
          height={item.image.height}
          alt={item.alt}
          decoding="async"
          draggable={false}
          style={{ backgroundColor: item.image.colour }}
        />
      </div>
      <div className="lightbox__text">
        <h2 id={titleId} className="lightbox__title">
          {item.title}
        </h2>
        <p id={captionId} className="lightbox__caption">
          {item.caption}
        </p>
        <p className="lightbox__position" aria-live="polite">
          {index + 1} of {count}
        </p>
      </div>
      <button
        type="button"
        className="lightbox__button lightbox__previous"
        aria-label="Previous image"
        onClick={previous}
      >
        <span aria-hidden="true">‹</span>
      </button>
      <button type="button" className="lightbox__button lightbox__next" aria-label="Next image" onClick={next}>
        <span aria-hidden="true">›</span>
      </button>
      <button
        ref={closeButton}
        type="button"
        className="lightbox__button lightbox__close"
        aria-label="Close"
        onClick={onClose}
      >
        <span aria-hidden="true">×</span>
      </button>
    </dialog>
  );
}
