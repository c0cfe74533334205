import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { pathTo } from '@site/contracts';
import { serverMessage } from '@site/shell-api';
import { buttonClassName, formatDate, Spinner } from '@site/ui';
import { issuesQuery } from './api/issues';
import { progressText, STATUS_LABELS } from './issue-labels';

const issueHref = (issue: number | 'new') => `${pathTo('adminNewsletter')}?issue=${issue}`;

/** Drafts and sent issues, newest first, each opening in the composer. */
export function IssueList() {
  const { data, isPending, error } = useQuery(issuesQuery());
  return (
    <section aria-labelledby="newsletter-issues-title" className="admin-newsletter__section">
      <div className="admin-newsletter__heading">
        <h2 id="newsletter-issues-title">Issues</h2>
        <Link to={issueHref('new')} className={buttonClassName({ size: 'sm' })}>
          New issue
        </Link>
      </div>
      {isPending ? (
        <Spinner label="Loading the issues" />
      ) : error ? (
        <p role="alert">The issues could not be loaded: {serverMessage(error)}</p>
      ) : data.length === 0 ? (
        <p>No issue yet: compose the first one from an essay.</p>
      ) : (
        <div className="admin-table-scroll">
          <table className="admin-table">
            <caption className="admin-table__caption">Issues, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Subject</th>
                <th scope="col">Essay</th>
                <th scope="col">Status</th>
                <th scope="col">Sent</th>
                <th scope="col">Mails</th>
              </tr>
            </thead>
            <tbody>
              {data.map((issue) => (
                <tr key={issue.id}>
                  <th scope="row">
                    <Link to={issueHref(issue.id)}>{issue.subject}</Link>
                  </th>
                  <td>{issue.essayTitle ?? '—'}</td>
                  <td>{STATUS_LABELS[issue.status]}</td>
                  <td>{issue.sentAt ? formatDate(issue.sentAt) : '—'}</td>
                  <td>{issue.status === 'draft' ? '—' : progressText(issue.progress)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
