import { CONTACT_EMAIL } from '@site/contracts';

/** A `mailto:` link to the author with the subject filled in. */
export function mailtoAuthor(subject: string): string {
  return `mailto:${CONTACT_EMAIL}?subject=${encodeURIComponent(subject)}`;
}
