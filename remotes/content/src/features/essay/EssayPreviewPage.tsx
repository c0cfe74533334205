import { ApiError } from '@site/api-client';
import { documentTitle, type EssayPreview, type EssayStatus } from '@site/contracts';
import { MarkdownHtml } from '@site/markdown';
import { formatDate, Skeleton } from '@site/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { NotFound } from '../../shared/NotFound';
import { StatusMessage } from '../../shared/StatusMessage';
import { essayPreviewQuery } from './api/essay-preview';
import { EssayCover } from './EssayCover';
import './essay-page.css';
import './essay-preview.css';

const STANDING: Record<EssayStatus, string> = {
  draft: 'This essay is a draft: readers cannot see it yet.',
  scheduled: 'This essay is scheduled: readers see it once it publishes itself.',
  published: 'This essay is published; this preview shows its latest text, saved or not.',
};

/** In UTC, so the server and the author's browser draw the same text. */
const savedAtText = (savedAt: string) =>
  new Date(savedAt).toLocaleString('en-US', { timeZone: 'UTC', timeZoneName: 'short' });

/** Never indexed, and never followed: a preview is not a page of the site. */
function PreviewHead({ title }: { title: string }) {
  return (
    <>
      <title>{documentTitle(title)}</title>
      <meta name="robots" content="noindex,nofollow" />
    </>
  );
}

/** /essay/:slug?preview=<token>: the essay's latest text for whoever holds the author's preview link. */
export function EssayPreviewPage({ token }: { token: string }) {
  const { data: essay, error, isPending } = useQuery(essayPreviewQuery(token));
  if (isPending) {
    return (
      <div className="content-page content-essay" role="status" aria-label="Loading the preview">
        <PreviewHead title="Preview" />
        <Skeleton width="70%" height="2.5rem" />
        <Skeleton height="12rem" />
      </div>
    );
  }
  if (error) {
    const browse = (
      <p>
        <Link to="/essays">Browse all essays</Link>
      </p>
    );
    return error instanceof ApiError && (error.status === 404 || error.status === 400) ? (
      <NotFound what="Preview">
        <p>This preview link is not valid, or its essay was deleted.</p>
        {browse}
      </NotFound>
    ) : (
      <StatusMessage tone="error" title="Error Loading Preview">
        <PreviewHead title="Preview" />
        <p>Please try again later.</p>
        {browse}
      </StatusMessage>
    );
  }
  return <PreviewArticle essay={essay} />;
}

function PreviewArticle({ essay }: { essay: EssayPreview }) {
  return (
    <article className="content-page content-essay">
      <PreviewHead title={`Preview: ${essay.title}`} />
      <p className="content-essay__preview-note" role="note">
        <strong>Preview.</strong> {STANDING[essay.status]} Saved{' '}
        <time dateTime={essay.savedAt}>{savedAtText(essay.savedAt)}</time>.
      </p>
      <header className="content-page__header content-essay__header">
        <h1>{essay.title}</h1>
        <p className="content-essay__meta">
          <time dateTime={essay.date}>{formatDate(essay.date, 'long')}</time>
          <span>{essay.readingMinutes} min read</span>
        </p>
      </header>
      <EssayCover cover={essay.cover} />
      {/* The author's own writing, so diagrams may render. */}
      <MarkdownHtml html={essay.html} trusted className="content-article-body" />
    </article>
  );
}
