import type { PageStyle } from '@site/contracts';

/** Stylesheets up to this size go into the page itself: a round trip less before the first paint. */
export const INLINE_CSS_MAX_BYTES = 32 * 1024;

/** A stylesheet with its text when the text is small and cannot end its `<style>` early, else by address alone. */
export function pageStyle(href: string, text: string | null): PageStyle {
  const inlinable = text !== null && Buffer.byteLength(text) <= INLINE_CSS_MAX_BYTES && !/<\/style/i.test(text);
  return inlinable ? { href, text } : { href };
}
