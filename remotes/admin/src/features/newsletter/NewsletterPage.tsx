import { PageMeta } from '@site/shell-api';
import { Link, useSearchParams } from 'react-router-dom';
import { PAGE_HEADS, pathTo } from '@site/contracts';
import { IssueComposer } from './IssueComposer';
import { IssueList } from './IssueList';
import { SubscriberList } from './SubscriberList';
import '../layout/admin-table.css';
import './newsletter.css';

/** `?issue=new` or `?issue=<id>` opens the composer; without it the issues and the subscribers are listed. */
function openIssue(value: string | null): number | 'new' | null {
  if (value === 'new') return 'new';
  const id = Number(value);
  return value && Number.isInteger(id) && id >= 1 ? id : null;
}

/** The newsletter: its issues, composed from essays, tested and sent, and the list of subscribers. */
export default function NewsletterPage() {
  const [params] = useSearchParams();
  const issue = openIssue(params.get('issue'));
  return (
    <article className="admin-newsletter">
      <PageMeta {...PAGE_HEADS.adminNewsletter} path={pathTo('adminNewsletter')} />
      <h1>Newsletter</h1>
      {issue === null ? (
        <>
          <IssueList />
          <SubscriberList />
        </>
      ) : (
        <>
          <p>
            <Link to={pathTo('adminNewsletter')}>Back to the issues and subscribers</Link>
          </p>
          <IssueComposer key={issue} issue={issue} />
        </>
      )}
    </article>
  );
}
