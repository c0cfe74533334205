import { COURSE_SLUG_MAX, COURSE_SLUG_PATTERN, slugify } from '@site/contracts';

/** Why a course's or a lesson's slug would be refused, or null when it is fine. */
export function slugProblem(slug: string): string | null {
  if (!slug) return 'Give it a slug: the address needs one.';
  return COURSE_SLUG_PATTERN.test(slug)
    ? null
    : 'Use lower-case letters, digits and dashes, starting and ending with a letter or digit.';
}

/** The form with a new title; its slug follows the title until the author has typed one. */
export function retitled<T extends { title: string; slug: string }>(form: T, title: string, slugTyped: boolean): T {
  return slugTyped ? { ...form, title } : { ...form, title, slug: slugify(title, COURSE_SLUG_MAX) };
}
