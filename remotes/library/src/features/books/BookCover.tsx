import type { Book } from '@site/contracts';

interface BookCoverProps {
  book: Pick<Book, 'coverUrl' | 'coverAlt'>;
  /** Display width in pixels; the height follows the cover's 2:3. */
  width: number;
  /** Covers above the fold load at once; the rest only as the reader scrolls near them. */
  eager?: boolean;
  /** Where the title is also written beside the cover, the image repeats it: hidden from screen readers. */
  decorative?: boolean;
}

/** A book's generated cover, sized before it loads so nothing shifts. */
export function BookCover({ book, width, eager = false, decorative = false }: BookCoverProps) {
  return (
    <img
      className="library-book-cover"
      src={book.coverUrl}
      alt={decorative ? '' : book.coverAlt}
      width={width}
      height={Math.round((width * 3) / 2)}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}
