import type { AdminEssay } from '@site/contracts';
import { serverMessage, toast } from '@site/shell-api';
import { Button, Spinner, VisuallyHidden } from '@site/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { restoreRevisionMutation } from './api/restore-revision';
import { revisionDiffQuery, revisionsQuery } from './api/revisions';
import { RevisionDiff } from './RevisionDiff';
import { formatDateTime } from '../editing/publication';

/** The essay's kept versions: each compared with the saved text, and restorable. */
export function RevisionsPanel({ essayId, onRestored }: { essayId: number; onRestored: (essay: AdminEssay) => void }) {
  const { data: revisions, isPending, error } = useQuery(revisionsQuery(essayId));
  const [open, setOpen] = useState<number | null>(null);
  return (
    <section className="admin-essay-revisions" aria-labelledby="admin-essay-revisions-heading">
      <h2 id="admin-essay-revisions-heading">Revisions</h2>
      {isPending ? (
        <Spinner label="Loading the revisions" />
      ) : error ? (
        <p role="alert">The revisions could not be loaded: {serverMessage(error)}</p>
      ) : (
        <ol>
          {revisions.map((revision) => (
            <li key={revision.id}>
              <p>
                <time dateTime={revision.createdAt}>{formatDateTime(revision.createdAt)}</time>{' '}
                {revision.kind === 'autosave' ? 'Autosave' : 'Saved'}
                {revision.note ? ` · ${revision.note}` : ''}
              </p>
              <Button
                size="sm"
                variant="ghost"
                aria-expanded={open === revision.id}
                onClick={() => setOpen(open === revision.id ? null : revision.id)}
              >
                {open === revision.id ? 'Hide changes' : 'Compare with the saved text'}
                <VisuallyHidden> ({formatDateTime(revision.createdAt)})</VisuallyHidden>
              </Button>
              {open === revision.id ? (
                <RevisionChanges essayId={essayId} revisionId={revision.id} onRestored={onRestored} />
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function RevisionChanges({
  essayId,
  revisionId,
  onRestored,
}: {
  essayId: number;
  revisionId: number;
  onRestored: (essay: AdminEssay) => void;
}) {
  const { data, isPending, error } = useQuery(revisionDiffQuery(essayId, revisionId));
  const restore = useMutation(restoreRevisionMutation());
  if (isPending) return <Spinner label="Comparing" />;
  if (error) return <p role="alert">The changes could not be loaded: {serverMessage(error)}</p>;
  return (
    <div className="admin-essay-revision">
      <RevisionDiff diff={data} />
      <Button
        size="sm"
        variant="secondary"
        disabled={restore.isPending}
        onClick={() =>
          restore.mutate(
            { essayId, revisionId },
            {
              onSuccess: (essay) => {
                toast({ title: 'Revision restored', description: 'Its text is the saved text again.' });
                onRestored(essay);
              },
              onError: (problem) =>
                toast({ title: 'Not restored', description: serverMessage(problem), variant: 'destructive' }),
            },
          )
        }
      >
        Restore this revision
      </Button>
    </div>
  );
}
