import { ApiError } from '@site/api-client';
import { describeFallback, Markdown } from '@site/markdown';
import { Button, formatDate, PageMeta, Skeleton, structuredData } from '@site/ui';
import { Link, useParams } from 'react-router-dom';
import { StatusMessage } from '../../shared/StatusMessage';
import { formatViews } from '../../shared/views';
import { useEssay, type EssayDetail } from './essay-detail';
import '../../shared/page.css';
import './essay-page.css';

/** /essay/:slug and /article/:slug. */
export function EssayRoute() {
  const { slug = '' } = useParams();
  return <EssayPage slug={slug} />;
}

/** One essay; also drawn at the legacy path of 'Sharing the Sacred' with its fixed slug. */
export function EssayPage({ slug }: { slug: string }) {
  const { data: essay, error, isPending, refetch } = useEssay(slug);

  if (isPending) return <EssaySkeleton />;
  if (error) {
    return error instanceof ApiError && error.status === 404 ? (
      <StatusMessage title="Essay Not Found">
        <p>There is no essay at this address. It may have been renamed or removed.</p>
        <p>
          <Link to="/essays">Browse all essays</Link>
        </p>
      </StatusMessage>
    ) : (
      <StatusMessage tone="error" title="Error Loading Essay">
        <p>There was a problem loading this essay. Please try again later.</p>
        <Button size="sm" variant="secondary" onClick={() => refetch()}>
          Try again
        </Button>
      </StatusMessage>
    );
  }
  return <EssayArticle essay={essay} />;
}

function EssayArticle({ essay }: { essay: EssayDetail }) {
  const description = essay.excerpt || describeFallback(essay.body);
  const path = `/essay/${essay.slug}`;
  return (
    <article className="content-page content-essay">
      <PageMeta
        title={essay.title}
        description={description}
        path={path}
        type="article"
        keywords={[...essay.tags, ...essay.topics]}
        structuredData={structuredData('Article', {
          headline: essay.title,
          description,
          datePublished: essay.date,
          url: `${window.location.origin}${path}`,
          keywords: essay.tags.join(', '),
          articleSection: essay.topics,
        })}
      />
      <Link className="content-back-link" to="/essays">
        ← All essays
      </Link>
      <header className="content-page__header content-essay__header">
        <h1>{essay.title}</h1>
        <p className="content-essay__meta">
          <time dateTime={essay.date}>{formatDate(essay.date, 'long')}</time>
          {essay.viewCount > 0 ? <span>{formatViews(essay.viewCount)}</span> : null}
        </p>
        {essay.topics.length > 0 ? (
          <LinkList
            label="Topics"
            items={essay.topics}
            to={(topic) => `/topic/${encodeURIComponent(topic)}`}
          />
        ) : null}
        {essay.tags.length > 0 ? (
          <LinkList
            label="Tags"
            items={essay.tags}
            to={(tag) => `/essays?${new URLSearchParams({ tag })}`}
          />
        ) : null}
      </header>
      <Markdown source={essay.body} trusted className="content-essay__body" />
    </article>
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

function EssaySkeleton() {
  return (
    <div className="content-page content-essay" role="status" aria-label="Loading essay">
      <Skeleton width="70%" height="2.5rem" />
      <Skeleton width="12rem" />
      <Skeleton height="12rem" />
    </div>
  );
}
