/** The address of a book's generated cover; the gateway forwards `/cards/*` to the content service. */
export const bookCoverPath = (slug: string) => `/cards/books/${encodeURIComponent(slug)}`;

/** The cover's size in pixels (2:3, as a paperback). */
export const BOOK_COVER_WIDTH = 400;
export const BOOK_COVER_HEIGHT = 600;
