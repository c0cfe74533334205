/**
 * A reader's display preferences (identity service, `/api/user/preferences`). The browser also keeps a copy, so
 * the page is drawn in the chosen theme before any request.
 */

export const THEMES = ['light', 'dark', 'system'] as const;
export type Theme = (typeof THEMES)[number];

export interface Preferences {
  /** 'system' follows the device's light or dark setting. */
  theme: Theme;
  /** True turns the site's transitions and animations off, whatever the device says. */
  reducedMotion: boolean;
}

/** What a reader who never chose has. */
export const DEFAULT_PREFERENCES: Readonly<Preferences> = { theme: 'system', reducedMotion: false };

/** Body of PATCH /api/user/preferences: omitted fields stay as they are. */
export type PreferencesChanges = Partial<Preferences>;

/**
 * The cookie in which the browser also keeps the choice, so the gateway writes it onto `<html>` in the first HTML
 * and the page is drawn in the chosen theme with no script before the first paint. Its value is `<theme>.<motion>`.
 */
export const APPEARANCE_COOKIE = 'appearance';

export function appearanceCookieValue({ theme, reducedMotion }: Preferences): string {
  return `${theme}.${reducedMotion ? 'reduce' : 'full'}`;
}

/** The choice a cookie value holds, or null for anything else. */
export function readAppearanceCookie(value: string | undefined): Preferences | null {
  const [theme, motion, ...rest] = value?.split('.') ?? [];
  if (rest.length > 0 || !THEMES.includes(theme as Theme) || (motion !== 'reduce' && motion !== 'full')) return null;
  return { theme: theme as Theme, reducedMotion: motion === 'reduce' };
}

/** The attributes `<html>` carries for a choice: `data-theme` overrides the device's scheme, `data-motion` its motion setting. */
export function appearanceAttributes({ theme, reducedMotion }: Preferences): Record<string, string> {
  return {
    ...(theme === 'system' ? {} : { 'data-theme': theme }),
    ...(reducedMotion ? { 'data-motion': 'reduce' } : {}),
  };
}
