// The site's identity in one place, so a rename or a new social account is a one-line change.
import { CONTACT_EMAIL, SITE_NAME } from '@site/contracts';

export const SITE_KEYWORDS = [
  'philosophy',
  'mathematics',
  'science',
  'essays',
  'courses',
  'quizzes',
  'human experience',
];
export { CONTACT_EMAIL, SITE_NAME };

export const SOCIAL_LINKS = [
  { name: 'Mastodon', href: 'https://mastodon.social/@commonplace' },
  { name: 'GitHub', href: 'https://github.com/commonplace-site' },
  { name: 'YouTube', href: 'https://www.youtube.com/@commonplace-site' },
] as const;

/** The external article about transmission the footer points to; it opens in a new tab. */
export const TRANSMISSION_ARTICLE = {
  title: 'How ideas travel: cultural transmission',
  href: 'https://en.wikipedia.org/wiki/Cultural_transmission',
};
