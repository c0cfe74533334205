import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { pathTo, type AdminIssue } from '@site/contracts';
import { Button, FormAlert, formatDate } from '@site/ui';
import { deleteIssueMutation } from './api/delete-issue';
import { sendIssueMutation } from './api/send-issue';
import { sendTestMutation } from './api/send-test';
import { subscribersQuery } from './api/subscribers';
import { ConfirmStep } from './ConfirmStep';

const subscribersText = (count: number) =>
  count === 1 ? 'one confirmed subscriber' : `${count} confirmed subscribers`;

/** What a saved draft can do: go to the author as a test, go to every confirmed subscriber, or go away. */
export function DraftActions({ issue, unsaved }: { issue: AdminIssue; unsaved: boolean }) {
  const sendTest = useMutation(sendTestMutation());
  const send = useMutation(sendIssueMutation());
  const remove = useMutation(deleteIssueMutation());
  const navigate = useNavigate();
  const confirmed = useQuery(subscribersQuery({ status: 'confirmed', pageSize: 1 })).data?.counts.confirmed;
  const error = sendTest.error ?? send.error ?? remove.error;

  return (
    <section aria-labelledby="issue-actions-title" className="admin-newsletter__section">
      <h2 id="issue-actions-title">Test and send</h2>
      {unsaved ? (
        <p className="admin-newsletter__note">Save your changes first: tests and sends use the saved draft.</p>
      ) : null}
      <div className="admin-newsletter__actions">
        <Button variant="secondary" disabled={unsaved || sendTest.isPending} onClick={() => sendTest.mutate(issue.id)}>
          {sendTest.isPending ? 'Sending the test…' : 'Send a test to me'}
        </Button>
        <ConfirmStep
          label="Send to subscribers"
          question={
            <>
              Send “{issue.subject}” to{' '}
              {confirmed === undefined ? 'every confirmed subscriber' : subscribersText(confirmed)} now? It cannot be
              undone.
            </>
          }
          confirmLabel="Send now"
          disabled={unsaved}
          pending={send.isPending}
          onConfirm={() => send.mutate(issue.id)}
        />
        <ConfirmStep
          label="Delete draft"
          question={<>Delete the draft “{issue.subject}”?</>}
          confirmLabel="Delete"
          variant="danger"
          pending={remove.isPending}
          onConfirm={() =>
            remove.mutate(issue.id, { onSuccess: () => navigate(pathTo('adminNewsletter'), { replace: true }) })
          }
        />
      </div>
      <p role="status" className="admin-newsletter__note">
        {sendTest.isSuccess
          ? sendTest.data.message
          : issue.testSentAt
            ? `Last test sent ${formatDate(issue.testSentAt)}.`
            : 'No test sent yet.'}
      </p>
      <FormAlert message={error?.message} />
    </section>
  );
}
