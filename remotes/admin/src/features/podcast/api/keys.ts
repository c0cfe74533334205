/** Every cached answer of the podcast screens starts with this key. */
export const ADMIN_PODCAST_KEY = ['admin', 'podcast'] as const;
export const adminShowKey = [...ADMIN_PODCAST_KEY, 'show'] as const;
export const adminEpisodeListKey = [...ADMIN_PODCAST_KEY, 'episodes'] as const;
// Beside the list's key, not under it: refreshing the list must not refetch the episode being edited.
export const adminEpisodeKey = (id: number | string) => [...ADMIN_PODCAST_KEY, 'episode', String(id)] as const;
/** The listeners' podcast page (library remote) shares the page's query client: what the author changes shows there. */
export const READER_PODCAST_KEY = ['podcast'] as const;
