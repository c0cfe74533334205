import {
  APPEARANCE_COOKIE,
  appearanceAttributes,
  appearanceCookieValue,
  DEFAULT_PREFERENCES,
  THEMES,
  type Preferences,
} from '@site/contracts';

/** Where the browser keeps the reader's choice for the app to read. */
export const APPEARANCE_STORAGE_KEY = 'site-appearance';

const YEAR_S = 365 * 86_400;

/**
 * Applies a choice to the page at once and remembers it here: in storage for the app, and in a cookie from which
 * the gateway writes the same attributes onto `<html>` in every later page's first HTML.
 */
export function applyAppearance(preferences: Preferences, root: HTMLElement = document.documentElement): void {
  const attributes = appearanceAttributes(preferences);
  for (const name of ['data-theme', 'data-motion']) {
    if (attributes[name]) root.setAttribute(name, attributes[name]);
    else root.removeAttribute(name);
  }
  const isDefault =
    preferences.theme === DEFAULT_PREFERENCES.theme && preferences.reducedMotion === DEFAULT_PREFERENCES.reducedMotion;
  document.cookie = `${APPEARANCE_COOKIE}=${appearanceCookieValue(preferences)}; Path=/; SameSite=Lax; Max-Age=${isDefault ? 0 : YEAR_S}`;
  try {
    localStorage.setItem(APPEARANCE_STORAGE_KEY, JSON.stringify(preferences));
  } catch {
    // Storage refused (private mode, full): the choice still holds for this page and on the account.
  }
}

/** The choice this browser remembers, or the defaults. */
export function storedAppearance(): Preferences {
  try {
    const saved = JSON.parse(localStorage.getItem(APPEARANCE_STORAGE_KEY) ?? 'null') as Partial<Preferences> | null;
    return {
      theme: THEMES.includes(saved?.theme as never) ? saved!.theme! : DEFAULT_PREFERENCES.theme,
      reducedMotion: saved?.reducedMotion === true,
    };
  } catch {
    return { ...DEFAULT_PREFERENCES };
  }
}
