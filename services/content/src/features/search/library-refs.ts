import { formatClock, libraryItemHref, pathTo, type LibraryItemRef } from '@site/contracts';

/** The library's shelves a search document can come from. */
export type LibraryShelf = Exclude<LibraryItemRef['kind'], 'episode'>;

const SHELVES: readonly string[] = ['book', 'paper', 'audio', 'document'] satisfies LibraryShelf[];
const isShelf = (shelf: string): shelf is LibraryShelf => SHELVES.includes(shelf);

/** A library item's search reference: its shelf and its key, e.g. `book:godel-escher-bach`. */
export const libraryRef = (shelf: LibraryShelf, key: string) => `${shelf}:${key}`;

export function libraryUrl(ref: string): string {
  const at = ref.indexOf(':');
  const shelf = ref.slice(0, at);
  return at > 0 && isShelf(shelf) ? libraryItemHref(shelf, ref.slice(at + 1)) : pathTo('library');
}

/** An episode's search reference, or one of its transcript lines' (`slug@seconds`), which opens the episode there. */
export const episodeRef = (slug: string, seconds?: number) =>
  seconds === undefined ? slug : `${slug}@${Math.floor(seconds)}`;

export function episodeUrl(ref: string): string {
  const [slug, seconds] = ref.split('@');
  const page = libraryItemHref('episode', slug);
  return seconds ? `${page}?t=${seconds}` : page;
}

/** What a transcript line is called under its episode: the time it was said. */
export const episodeMomentTitle = (ref: string) => formatClock(Number(ref.split('@')[1]));
