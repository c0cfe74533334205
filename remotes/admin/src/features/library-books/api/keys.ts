/** Every cached answer of the book screens starts with this key. */
export const ADMIN_BOOKS_KEY = ['admin', 'library-books'] as const;
export const adminBookListKey = [...ADMIN_BOOKS_KEY, 'books'] as const;
// Beside the list's key, not under it: refreshing the list must not refetch the book being edited.
export const adminBookKey = (id: number | string) => [...ADMIN_BOOKS_KEY, 'book', String(id)] as const;
export const adminShelvesKey = [...ADMIN_BOOKS_KEY, 'shelves'] as const;
/** The readers' library pages (library remote) share the page's query client: what the author changes shows there. */
export const READER_LIBRARY_KEY = ['library'] as const;
