import { BOOK_SLUG_MAX } from '@site/contracts';
import { ApiIdOrSlug, idOrSlugPipe, type IdOrSlug } from '@site/service-kit';

/** A book named in the path: its numeric id, or its slug (the editor's address takes either). */
export type BookRef = IdOrSlug;

// Any slug a stored book may have, shipped ones included; digits alone are an id.
export const bookRefPipe = idOrSlugPipe('book', /^[a-z0-9]+(?:-[a-z0-9]+)*$/, BOOK_SLUG_MAX);

export const ApiBookRef = () => ApiIdOrSlug('book', 'godel-escher-bach');

export const NO_BOOK = 'No book has this id or slug.';
