/**
 * Whether motion should be left out: the reader chose it in /settings (`data-motion` on <html>) or the device asks
 * for it. False where there is no window (pages drawn at build time).
 */
export function prefersReducedMotion(): boolean {
  if (typeof window === 'undefined') return false;
  if (document.documentElement.getAttribute('data-motion') === 'reduce') return true;
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}
