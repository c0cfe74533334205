import { ApiError } from '@site/api-client';
import { ESSAY_COVER_HEIGHT, ESSAY_COVER_WIDTH, PAGE_HEADS, pathTo, type EssayDetail } from '@site/contracts';
import { useSiteOrigin } from '@site/shell-api';
import { Button, formatDate, Skeleton } from '@site/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { BookmarkToggle } from '@site/shell-api/bookmarks';
import { Link, useLocation, useParams, useSearchParams } from 'react-router-dom';
import { ArticleBody } from '../../shared/ArticleBody';
import { ArticleHead } from '../../shared/head/ArticleHead';
import { CARD_SIZE, cardPath } from '../../shared/head/card-path';
import { NotFound } from '../../shared/NotFound';
import { StatusMessage } from '../../shared/StatusMessage';
import { formatViews } from '../../shared/views';
import { essayQuery } from './api/essay';
import { EssayCover } from './EssayCover';
import { EssayPreviewPage } from './EssayPreviewPage';
import { recordViewMutation } from './api/record-view';
import { EssayNeighbours } from './EssayNeighbours';
import { EssayShare } from './EssayShare';
import { RelatedEssays } from './RelatedEssays';
import './essay-page.css';

/** /essay/:slug and /article/:slug; the slug may also be the essay's numeric id. `?preview=` opens a preview link. */
export function EssayRoute() {
  const { slug = '' } = useParams();
  const [search] = useSearchParams();
  const preview = search.get('preview');
  return preview === null ? <EssayPage slug={slug} /> : <EssayPreviewPage token={preview} />;
}

/** One essay; also drawn at the legacy path of 'Sharing the Sacred' with its fixed slug. */
export function EssayPage({ slug }: { slug: string }) {
  const { data: essay, error, isPending, refetch } = useQuery(essayQuery(slug));

  if (isPending) {
    return (
      <div className="content-page content-essay" role="status" aria-label="Loading essay">
        <Skeleton width="70%" height="2.5rem" />
        <Skeleton width="12rem" />
        <Skeleton height="12rem" />
      </div>
    );
  }
  if (error) {
    // 400 is a name no essay can have (over 200 characters): for the reader, no essay at this address.
    return error instanceof ApiError && (error.status === 404 || error.status === 400) ? (
      <NotFound what="Essay">
        <p>There is no essay at this address. It may have been renamed or removed.</p>
        <p>
          <Link to="/essays">Browse all essays</Link>
        </p>
      </NotFound>
    ) : (
      <StatusMessage tone="error" title="Error Loading Essay">
        <p>There was a problem loading this essay. Please try again later.</p>
        <Button size="sm" variant="secondary" onClick={() => refetch()}>
          Try again
        </Button>
      </StatusMessage>
    );
  }
  return <EssayArticle essay={essay} slug={slug} />;
}

/**
 * Counts the reader's view once per essay shown: not on a re-render or a refetch, and not twice when
 * StrictMode runs the effect again (the ref outlives that). A failed count stays off the page.
 */
function useRecordView(slug: string, essayId: number) {
  const { mutate } = useMutation(recordViewMutation(slug));
  const recordedFor = useRef<number | null>(null);
  useEffect(() => {
    if (recordedFor.current === essayId) return;
    recordedFor.current = essayId;
    mutate();
  }, [essayId, mutate]);
}

/** `slug` is the name the page was opened by, which keys the essay's cached data. */
function EssayArticle({ essay, slug }: { essay: EssayDetail; slug: string }) {
  useRecordView(slug, essay.id);
  // One canonical address, whichever path (legacy, /article, a numeric id) drew the essay.
  const path = pathTo('essay', { slug: essay.slug });
  const asArticle = useLocation().pathname.startsWith('/article/');
  const origin = useSiteOrigin();
  return (
    <article className="content-page content-essay">
      <EssayHead essay={essay} path={path} />
      <Link className="content-back-link" to="/essays">
        ← All essays
      </Link>
      <header className="content-page__header content-essay__header">
        <h1>{essay.title}</h1>
        <p className="content-essay__meta">
          <time dateTime={essay.date}>{formatDate(essay.date, 'long')}</time>
          <span>{essay.readingMinutes} min read</span>
          {essay.viewCount > 0 ? <span>{formatViews(essay.viewCount)}</span> : null}
        </p>
        {essay.topics.length > 0 ? (
          <LinkList label="Topics" items={essay.topics} to={(topic) => `/topic/${encodeURIComponent(topic)}`} />
        ) : null}
        {essay.tags.length > 0 ? (
          <LinkList label="Tags" items={essay.tags} to={(tag) => `/essays?${new URLSearchParams({ tag })}`} />
        ) : null}
      </header>
      <EssayCover cover={essay.cover} />
      <ArticleBody html={essay.html} />
      <BookmarkToggle
        kind={asArticle ? 'article' : 'essay'}
        target={essay.slug}
        title={essay.title}
        path={asArticle ? pathTo('article', { slug: essay.slug }) : path}
      />
      <EssayShare title={essay.title} description={essay.description} url={origin + path} />
      <EssayNeighbours previous={essay.previous} next={essay.next} />
      <RelatedEssays essays={essay.related} />
    </article>
  );
}

/** The author's SEO title and description, when given, are what search engines and link previews show. */
function EssayHead({ essay, path }: { essay: EssayDetail; path: string }) {
  return (
    <ArticleHead
      title={essay.seoTitle || essay.title}
      description={essay.seoDescription || essay.description}
      path={path}
      image={
        essay.cover
          ? { url: essay.cover, width: ESSAY_COVER_WIDTH, height: ESSAY_COVER_HEIGHT }
          : { url: cardPath('essays', essay.slug), ...CARD_SIZE }
      }
      date={essay.date}
      tags={essay.tags}
      topics={essay.topics}
      trail={[PAGE_HEADS.essays.title, pathTo('essays')]}
    />
  );
}

function LinkList({ label, items, to }: { label: string; items: string[]; to: (item: string) => string }) {
  return (
    <ul className="content-essay__links" aria-label={label}>
      {items.map((item) => (
        <li key={item}>
          <Link to={to(item)}>{item}</Link>
        </li>
      ))}
    </ul>
  );
}
