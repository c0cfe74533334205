import type { ReactNode } from 'react';

interface FigureProps {
  /** What the drawing shows, for readers who cannot see it. */
  label: string;
  caption: ReactNode;
  viewBox: string;
  children: ReactNode;
}

/** A drawing that spans every column of the article, with its caption. */
export function Figure({ label, caption, viewBox, children }: FigureProps) {
  return (
    <figure className="multi-column__figure">
      <svg viewBox={viewBox} role="img" aria-label={label} xmlns="http://www.w3.org/2000/svg">
        {children}
      </svg>
      <figcaption>{caption}</figcaption>
    </figure>
  );
}
