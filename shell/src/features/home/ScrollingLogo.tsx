import { useRef } from 'react';
import { LogoMark } from '../layout/Logo';
import { useLogoScroll } from './use-logo-scroll';

/** The site mark that grows and fades as the reader scrolls down the home page. */
export function ScrollingLogo() {
  const ref = useRef<HTMLDivElement>(null);
  useLogoScroll(ref);
  return (
    <div ref={ref} className="scrolling-logo" data-testid="scrolling-logo" aria-hidden="true">
      <LogoMark size={88} />
    </div>
  );
}
