/**
 * The home logo's look at a scroll position: scale 1 + scrollY/60, opacity
 * max(1 - scrollY/1800, 0). Negative positions (elastic overscroll) count as the top.
 */
export function logoScrollStyle(scrollY: number): { scale: number; opacity: number } {
  const y = Math.max(0, scrollY);
  return { scale: 1 + y / 60, opacity: Math.max(1 - y / 1800, 0) };
}
