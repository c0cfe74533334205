/** Every cached answer of the papers and recordings screens starts with this key. */
export const ADMIN_LIBRARY_ITEMS_KEY = ['admin', 'library-items'] as const;
export const adminPaperListKey = [...ADMIN_LIBRARY_ITEMS_KEY, 'papers'] as const;
// Beside the list's key, not under it: refreshing the list must not refetch the item being edited.
export const adminPaperKey = (id: number | string) => [...ADMIN_LIBRARY_ITEMS_KEY, 'paper', String(id)] as const;
export const adminRecordingListKey = [...ADMIN_LIBRARY_ITEMS_KEY, 'recordings'] as const;
export const adminRecordingKey = (id: number | string) =>
  [...ADMIN_LIBRARY_ITEMS_KEY, 'recording', String(id)] as const;
/** The readers' library pages (library remote) share the page's query client: what the author changes shows there. */
export const READER_LIBRARY_KEY = ['library'] as const;
