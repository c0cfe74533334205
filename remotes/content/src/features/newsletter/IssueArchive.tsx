import { MarkdownHtml } from '@site/markdown';
import { formatDate } from '@site/ui';
import { useQuery } from '@tanstack/react-query';
import { StatusMessage } from '../../shared/StatusMessage';
import { newsletterIssuesQuery } from './api/newsletter-issues';

/** The sent issues, newest first; each opens in place to its full text. */
export function IssueArchive() {
  const issues = useQuery(newsletterIssuesQuery());

  if (issues.isPending) return <p className="newsletter-archive__loading">Loading past issues…</p>;
  if (issues.isError) {
    return (
      <StatusMessage title="Could not load the archive" tone="error">
        <p>The past issues could not be loaded. Please try again later.</p>
      </StatusMessage>
    );
  }
  if (issues.data.length === 0) return <p>No issue has been sent yet: the first one is still being written.</p>;

  return (
    <ol className="newsletter-archive">
      {issues.data.map((issue) => (
        <li key={issue.id}>
          <details className="newsletter-issue">
            <summary className="newsletter-issue__summary">
              <span className="newsletter-issue__subject">{issue.subject}</span>{' '}
              <time className="newsletter-issue__date" dateTime={issue.sentAt}>
                {formatDate(issue.sentAt, 'long')}
              </time>
            </summary>
            {/* Sanitised by the service; never trusted, so no diagrams run. */}
            <MarkdownHtml html={issue.html} className="newsletter-issue__body" />
          </details>
        </li>
      ))}
    </ol>
  );
}
