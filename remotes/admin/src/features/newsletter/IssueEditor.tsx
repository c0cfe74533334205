import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router-dom';
import { ISSUE_INTRO_MAX, ISSUE_SUBJECT_MAX, pathTo, type AdminIssue, type IssueInput } from '@site/contracts';
import { serverMessage } from '@site/shell-api';
import { Button, FormAlert, TextAreaField, TextField } from '@site/ui';
import { createIssueMutation } from './api/create-issue';
import { essayQuery } from './api/essay';
import { saveIssueMutation } from './api/save-issue';
import { DraftActions } from './DraftActions';
import { IssuePreview } from './IssuePreview';

export interface EssaySource {
  slug: string;
  title: string;
  bodyHtml: string;
}

interface IssueEditorProps {
  essay: EssaySource;
  /** The saved draft; null until the first save. */
  saved: AdminIssue | null;
  /** Offered before the first save. */
  onChooseAnother?: () => void;
}

/** Subject and introduction of a draft over the chosen essay; once saved, it can be tested and sent. */
export function IssueEditor({ essay, saved, onChooseAnother }: IssueEditorProps) {
  const [subject, setSubject] = useState(saved?.subject ?? essay.title);
  const [intro, setIntro] = useState(saved?.intro ?? '');
  const [checked, setChecked] = useState(false);
  const create = useMutation(createIssueMutation());
  const save = useMutation(saveIssueMutation());
  const navigate = useNavigate();
  const client = useQueryClient();
  const [refreshing, setRefreshing] = useState(false);
  const [refreshError, setRefreshError] = useState<string | null>(null);
  const subjectError = checked && !subject.trim() ? 'Enter a subject.' : null;
  const dirty = !saved || subject.trim() !== saved.subject || intro.trim() !== saved.intro;
  const pending = create.isPending || save.isPending || refreshing;
  const inputWith = (source: EssaySource): IssueInput => ({
    essaySlug: source.slug,
    essayTitle: source.title,
    subject: subject.trim(),
    intro: intro.trim(),
    bodyHtml: source.bodyHtml,
  });

  /** The essay may have been edited since the draft was composed: its current title and text replace the copy. */
  async function takeLatestText(draft: AdminIssue) {
    setRefreshing(true);
    setRefreshError(null);
    try {
      const latest = await client.fetchQuery({ ...essayQuery(essay.slug), staleTime: 0 });
      save.mutate({
        id: draft.id,
        input: inputWith({ slug: latest.slug, title: latest.title, bodyHtml: latest.html }),
      });
    } catch (error) {
      setRefreshError(`The essay could not be loaded: ${serverMessage(error)}`);
    } finally {
      setRefreshing(false);
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setChecked(true);
    if (!subject.trim()) {
      const field = event.currentTarget.elements.namedItem('subject');
      if (field instanceof HTMLElement) field.focus();
      return;
    }
    const input = inputWith(essay);
    if (saved) save.mutate({ id: saved.id, input });
    else
      create.mutate(input, {
        onSuccess: (issue) => navigate(`${pathTo('adminNewsletter')}?issue=${issue.id}`, { replace: true }),
      });
  }

  return (
    <>
      <section aria-labelledby="issue-editor-title" className="admin-newsletter__section">
        <h2 id="issue-editor-title">{saved ? 'Draft' : 'New issue'}</h2>
        <p>
          From the essay <Link to={pathTo('essay', { slug: essay.slug })}>{essay.title}</Link>
          {onChooseAnother ? (
            <>
              {' '}
              <Button variant="ghost" size="sm" onClick={onChooseAnother}>
                Choose another essay
              </Button>
            </>
          ) : null}
          {saved ? (
            <>
              {' '}
              <Button variant="ghost" size="sm" disabled={pending} onClick={() => void takeLatestText(saved)}>
                Take the essay’s latest text
              </Button>
            </>
          ) : null}
        </p>
        <FormAlert message={refreshError} />
        <form aria-label="Issue" className="admin-newsletter__form" noValidate onSubmit={onSubmit}>
          <TextField
            label="Subject"
            name="subject"
            required
            maxLength={ISSUE_SUBJECT_MAX}
            value={subject}
            onChange={(event) => setSubject(event.target.value)}
            error={subjectError}
          />
          <TextAreaField
            label="Introduction"
            hint="Markdown, shown above the essay. It may be left empty."
            name="intro"
            rows={6}
            maxLength={ISSUE_INTRO_MAX}
            value={intro}
            onChange={(event) => setIntro(event.target.value)}
          />
          <FormAlert message={(saved ? save.error : create.error)?.message} />
          <div className="admin-newsletter__actions">
            <Button type="submit" disabled={pending}>
              {pending ? 'Saving…' : 'Save draft'}
            </Button>
            <p role="status" className="admin-newsletter__note">
              {saved && !dirty ? 'All changes saved.' : ''}
            </p>
          </div>
        </form>
      </section>
      {saved ? <DraftActions issue={saved} unsaved={dirty} /> : null}
      <IssuePreview
        html={saved?.html ?? null}
        essay={essay}
        note={saved ? null : 'Save the draft to see the introduction above the essay.'}
      />
    </>
  );
}
