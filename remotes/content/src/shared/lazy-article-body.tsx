import { Skeleton } from '@site/ui';
import { lazy, Suspense, useEffect } from 'react';
import type { ArticleBodyProps } from './ArticleBody';

// The markdown stack is the largest part of this remote; lists never load it.
const loadArticleBody = () => import('./ArticleBody');
const LazyArticleBody = lazy(loadArticleBody);

/** Starts loading the markdown code as the page opens, alongside its data rather than after it. */
export function usePreloadArticleBody(): void {
  useEffect(() => {
    loadArticleBody().catch(() => undefined); // a failure surfaces when the body renders
  }, []);
}

export function ArticleBody(props: ArticleBodyProps) {
  return (
    <Suspense fallback={<Skeleton height="12rem" />}>
      <LazyArticleBody {...props} />
    </Suspense>
  );
}
