/** Every cached answer of the newsletter screens starts with this key, so a change refreshes them all. */
export const NEWSLETTER_KEY = ['admin', 'newsletter'] as const;
