import type { ReactNode } from 'react';
import { FixedHead, type FixedHeadProps } from '../../shared/head/FixedHead';
import './static-page.css';

type StaticPageProps = FixedHeadProps & { children: ReactNode };

/** A page of the author's fixed text (about, privacy, solidarity), headed by its title. */
export function StaticPage({ children, ...head }: StaticPageProps) {
  return (
    <article className="content-static">
      <FixedHead {...head} />
      <h1>{head.title}</h1>
      {children}
    </article>
  );
}
