import { ESSAY_SLUG_PATTERN } from '@site/contracts/dto';

/** Whether the value may be an essay's slug; anything else cannot name an essay and answers 404. */
export function isEssaySlug(value: string): boolean {
  return ESSAY_SLUG_PATTERN.test(value);
}

/** Digits that fit an integer id (below 2^31), tried when no essay has them as its slug. */
export const ESSAY_ID_PATTERN = /^[1-9][0-9]{0,8}$/;
