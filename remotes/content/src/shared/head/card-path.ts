import { OG_IMAGE_HEIGHT, OG_IMAGE_WIDTH } from '@site/contracts';

/** The pages whose link-preview card the content service draws from their title, by the folder it serves them from. */
export type CardKind = 'essays' | 'journal';

/** A page's card: `/cards/essays/<slug>`, `/cards/journal/<id>`. */
export const cardPath = (kind: CardKind, name: string) => `/cards/${kind}/${encodeURIComponent(name)}`;

/** Every card is drawn at the size social sites expect. */
export const CARD_SIZE = { width: OG_IMAGE_WIDTH, height: OG_IMAGE_HEIGHT };
