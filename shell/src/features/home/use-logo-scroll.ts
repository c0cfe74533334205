import { prefersReducedMotion } from '@site/ui';
import { useEffect, type RefObject } from 'react';
import { logoScrollStyle } from './logo-scroll';

/**
 * Enlarges and fades the element as the page scrolls. A passive listener and one write per
 * animation frame keep scrolling smooth; React never re-renders for it.
 */
export function useLogoScroll(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const node = ref.current;
    if (!node) return;
    // Readers who ask for less motion get a still logo.
    if (prefersReducedMotion()) return;
    let frame = 0;
    const apply = () => {
      frame = 0;
      const { scale, opacity } = logoScrollStyle(window.scrollY);
      node.style.transform = `scale(${scale})`;
      node.style.opacity = String(opacity);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(apply);
    };
    apply();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, [ref]);
}
