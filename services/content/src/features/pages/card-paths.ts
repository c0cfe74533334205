/** The kinds of page that get a generated card, by the folder their cards are served from. */
export type CardKind = 'essays' | 'journal';

/** The stable address of a page's card: `/cards/essays/<slug>`; the gateway forwards `/cards/*` here. */
export const cardPath = (kind: CardKind, name: string) => `/cards/${kind}/${encodeURIComponent(name)}`;

/** What this feature answers outside `/api` (Nest patterns): the gateway's page documents and the cards. */
export const PAGE_PUBLIC_PATHS: readonly string[] = [
  'page-document',
  'cards/essays/:slug',
  'cards/journal/:id',
  'cards/books/:slug',
];
