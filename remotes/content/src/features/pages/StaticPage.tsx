import { PageMeta } from '@site/ui';
import type { ReactNode } from 'react';
import './static-page.css';

interface StaticPageProps {
  title: string;
  description: string;
  path: string;
  children: ReactNode;
}

/** A page of the author's fixed text (about, privacy, solidarity). */
export function StaticPage({ title, description, path, children }: StaticPageProps) {
  return (
    <article className="content-static">
      <PageMeta title={title} description={description} path={path} />
      <h1>{title}</h1>
      {children}
    </article>
  );
}
