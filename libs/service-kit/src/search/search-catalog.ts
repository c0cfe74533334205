import type { SearchKind } from '@site/contracts';

/**
 * What one service finds: its kinds, in the order results group them, and where each kind is read. A new
 * kind is one more entry in both plus the rows its index writes.
 */
export interface SearchCatalog<K extends SearchKind = SearchKind> {
  kinds: readonly K[];
  /**
   * The path inside the site that opens a document of this kind, from its ref. A ref holds what its URL
   * needs: a lesson's names its course too, a place inside an item (`?t=`, `#`) makes a ref of its own.
   */
  urlFor: Record<K, (ref: string) => string>;
  /**
   * What a place inside an item of this kind is called under it, from its ref (a moment's time in its
   * episode): such a part's own title is empty, so its item's title does not make it match.
   */
  placeTitle: Partial<Record<K, (ref: string) => string>>;
}

/** A catalog whose kinds are read from `kinds`, so a kind listed without its URL does not compile. */
export const searchCatalog = <const K extends SearchKind>(
  kinds: readonly K[],
  urlFor: Record<NoInfer<K>, (ref: string) => string>,
  placeTitle: Partial<Record<NoInfer<K>, (ref: string) => string>> = {},
): SearchCatalog<K> => ({ kinds, urlFor, placeTitle });
