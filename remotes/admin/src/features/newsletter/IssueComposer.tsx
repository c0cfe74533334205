import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { serverMessage } from '@site/shell-api';
import { Button, Spinner } from '@site/ui';
import { essayQuery } from './api/essay';
import { issueQuery } from './api/issue';
import { EssayPicker } from './EssayPicker';
import { IssueEditor } from './IssueEditor';
import { SentIssue } from './SentIssue';

/** A new issue (an essay is chosen first) or a saved one: a draft is edited, a sent one is shown with its progress. */
export function IssueComposer({ issue }: { issue: number | 'new' }) {
  return issue === 'new' ? <NewIssue /> : <SavedIssue id={issue} />;
}

function NewIssue() {
  const [slug, setSlug] = useState<string | null>(null);
  if (!slug) return <EssayPicker onChoose={setSlug} />;
  return <NewIssueFrom slug={slug} onChooseAnother={() => setSlug(null)} />;
}

function NewIssueFrom({ slug, onChooseAnother }: { slug: string; onChooseAnother: () => void }) {
  const { data, isPending, error } = useQuery(essayQuery(slug));
  if (isPending) return <Spinner label="Loading the essay" />;
  if (error) {
    return (
      <>
        <p role="alert">The essay could not be loaded: {serverMessage(error)}</p>
        <Button variant="secondary" onClick={onChooseAnother}>
          Choose another essay
        </Button>
      </>
    );
  }
  return (
    <IssueEditor
      essay={{ slug: data.slug, title: data.title, bodyHtml: data.html }}
      saved={null}
      onChooseAnother={onChooseAnother}
    />
  );
}

function SavedIssue({ id }: { id: number }) {
  const { data, isPending, error } = useQuery(issueQuery(id));
  if (isPending) return <Spinner label="Loading the issue" />;
  if (error) return <p role="alert">The issue could not be loaded: {serverMessage(error)}</p>;
  if (data.status !== 'draft') return <SentIssue issue={data} />;
  return (
    <IssueEditor
      essay={{ slug: data.essaySlug ?? '', title: data.essayTitle ?? data.subject, bodyHtml: data.bodyHtml }}
      saved={data}
    />
  );
}
