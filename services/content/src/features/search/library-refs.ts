import { pathTo } from '@site/contracts';

/** The library's shelves a search document can come from. */
export type LibraryShelf = 'book' | 'paper' | 'audio' | 'document';

/** Where each shelf's item is read: books, papers and recordings by their anchor on their shelf, documents on their own page. */
const SHELF_URLS: Record<LibraryShelf, (key: string) => string> = {
  book: (slug) => `${pathTo('libraryBooks')}#${encodeURIComponent(slug)}`,
  paper: (slug) => `${pathTo('libraryAcademic')}#${encodeURIComponent(slug)}`,
  audio: (slug) => `${pathTo('libraryAudio')}#${encodeURIComponent(slug)}`,
  document: (name) => pathTo('libraryDocument', { name }),
};

const isShelf = (shelf: string): shelf is LibraryShelf => Object.hasOwn(SHELF_URLS, shelf);

/** A library item's search reference: its shelf and its key, e.g. `book:godel-escher-bach`. */
export const libraryRef = (shelf: LibraryShelf, key: string) => `${shelf}:${key}`;

export function libraryUrl(ref: string): string {
  const at = ref.indexOf(':');
  const shelf = ref.slice(0, at);
  return at > 0 && isShelf(shelf) ? SHELF_URLS[shelf](ref.slice(at + 1)) : pathTo('library');
}

/** An episode's search reference, or one of its transcript lines' (`slug@seconds`), which opens the episode there. */
export const episodeRef = (slug: string, seconds?: number) =>
  seconds === undefined ? slug : `${slug}@${Math.floor(seconds)}`;

export function episodeUrl(ref: string): string {
  const [slug, seconds] = ref.split('@');
  const page = pathTo('podcastEpisode', { id: slug });
  return seconds ? `${page}?t=${seconds}` : page;
}
