/** What an essay slug may look like; anything else cannot name an essay and answers 404. */
export const ESSAY_SLUG_PATTERN = /^[a-z0-9-]{1,200}$/;

export function isEssaySlug(value: string): boolean {
  return ESSAY_SLUG_PATTERN.test(value);
}

/** Digits that fit an integer id (below 2^31), tried when no essay has them as its slug. */
export const ESSAY_ID_PATTERN = /^[1-9][0-9]{0,8}$/;
