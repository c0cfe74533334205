/** What an essay slug may look like; anything else cannot name an essay and answers 404. */
export const ESSAY_SLUG_PATTERN = /^[a-z0-9-]{1,200}$/;

export function isEssaySlug(value: string): boolean {
  return ESSAY_SLUG_PATTERN.test(value);
}
