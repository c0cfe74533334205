/** What the cards answer outside `/api` (Nest patterns); the gateway forwards `/cards/*` here. */
export const CARD_PUBLIC_PATHS: readonly string[] = ['cards/essays/:slug', 'cards/journal/:id', 'cards/books/:slug'];
