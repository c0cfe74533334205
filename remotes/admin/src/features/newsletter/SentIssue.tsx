import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { pathTo, type AdminIssue } from '@site/contracts';
import { Button, FormAlert, formatDate } from '@site/ui';
import { sendIssueMutation } from './api/send-issue';
import { IssuePreview } from './IssuePreview';
import { progressText, STATUS_LABELS } from './issue-labels';

/** An issue on its way or sent: as it was mailed, with how far its mails have gone. */
export function SentIssue({ issue }: { issue: AdminIssue }) {
  const resume = useMutation(sendIssueMutation());
  return (
    <>
      <section aria-labelledby="sent-issue-title" className="admin-newsletter__section">
        <h2 id="sent-issue-title">{issue.subject}</h2>
        <p>
          {STATUS_LABELS[issue.status]}
          {issue.sentAt ? ` ${formatDate(issue.sentAt, 'long')}` : ''}
          {issue.essaySlug ? (
            <>
              {' '}
              from the essay <Link to={pathTo('essay', { slug: issue.essaySlug })}>{issue.essayTitle}</Link>
            </>
          ) : null}
          . It is listed in the <Link to={pathTo('newsletter')}>archive</Link>.
        </p>
        <p role="status" aria-label="Progress" className="admin-newsletter__progress">
          {issue.status === 'sending' ? 'Writing the mails: ' : 'Mails: '}
          {progressText(issue.progress)}
        </p>
        {issue.status === 'sending' ? (
          // Safe to press at any time: subscribers already mailed are skipped.
          <Button variant="secondary" size="sm" disabled={resume.isPending} onClick={() => resume.mutate(issue.id)}>
            Resume sending
          </Button>
        ) : null}
        <FormAlert message={resume.error?.message} />
      </section>
      <IssuePreview html={issue.html} />
    </>
  );
}
