/** A title as a page heading draws it: the main title, and the subtitle under it if there is one. */
export interface TitleParts {
  title: string;
  subtitle: string | null;
}

/**
 * Splits a work's one full title at its first ": " (the usual "Title: Subtitle" form), so the heading can show the
 * subtitle as a subtitle while the head, citations and BibTeX keep the full title. A colon without a space after it
 * ("10:30") does not split.
 */
export function titleParts(fullTitle: string): TitleParts {
  const at = fullTitle.indexOf(': ');
  const title = fullTitle.slice(0, at).trim();
  const subtitle = fullTitle.slice(at + 2).trim();
  return at > 0 && title && subtitle ? { title, subtitle } : { title: fullTitle, subtitle: null };
}
