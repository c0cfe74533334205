import {
  ESSAY_EXCERPT_MAX,
  ESSAY_SEO_DESCRIPTION_MAX,
  ESSAY_SEO_TITLE_MAX,
  ESSAY_TITLE_MAX,
  pathTo,
  slugify,
  type AdminEssay,
} from '@site/contracts';
import { serverMessage, toast } from '@site/shell-api';
import { Button, FormAlert, TextAreaField, TextField } from '@site/ui';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { saveEssayMutation } from './api/save-essay';
import { AutosaveNotice } from './AutosaveNotice';
import { CoverField } from './CoverField';
import { DeleteEssay } from './DeleteEssay';
import {
  EMPTY_FORM,
  ESSAY_SLUG_FROM_TITLE_MAX,
  formErrors,
  formOf,
  inputOf,
  type EssayForm,
  type FormErrors,
} from './essay-form';
import { MarkdownPreview } from '../editing/MarkdownPreview';
import { MarkdownBodyField } from '../media/MarkdownBodyField';
import { PublicationFields } from '../editing/PublicationFields';
import { RevisionsPanel } from './RevisionsPanel';
import { STATUS_LABELS, type PublicationStatus } from '../editing/publication';
import { TopicChoices } from '../editing/TopicChoices';
import { useAutosave } from './use-autosave';
import '../editing/editing.css';

const SAVED_TEXT: Record<AdminEssay['status'], string> = {
  draft: 'Draft saved',
  scheduled: 'Essay scheduled',
  published: 'Essay published',
};

const PUBLICATION_HINTS: Record<PublicationStatus, string> = {
  draft: 'Only you see it, and whoever holds its preview link.',
  scheduled: 'It publishes itself at the time you choose.',
  published: 'Readers see it in the list, search, feeds and the sitemap.',
};

/** The editor of one essay, or of a new one (`essay` null): its text with a live preview, and all it is filed with. */
export function EssayEditor({ essay }: { essay: AdminEssay | null }) {
  const navigate = useNavigate();
  const [form, setForm] = useState<EssayForm>(essay ? formOf(essay) : EMPTY_FORM);
  // A new essay's slug follows its title until the author types one.
  const [slugTouched, setSlugTouched] = useState(essay !== null);
  const [errors, setErrors] = useState<FormErrors>({});
  const save = useMutation(saveEssayMutation());
  const autosave = useAutosave(essay?.id ?? null, form, essay ?? EMPTY_FORM);

  const set = <K extends keyof EssayForm>(field: K, value: EssayForm[K]) =>
    setForm((current) => ({
      ...current,
      [field]: value,
      ...(field === 'title' && !slugTouched ? { slug: slugify(String(value), ESSAY_SLUG_FROM_TITLE_MAX) } : {}),
    }));

  /** Puts a saved or restored essay into the form, as the text now kept. */
  const adopt = (saved: AdminEssay) => {
    setForm(formOf(saved));
    autosave.markKept(saved);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems = formErrors(form);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    save.mutate(
      { id: essay?.id ?? null, input: inputOf(form) },
      {
        onSuccess: (saved) => {
          toast({ title: SAVED_TEXT[saved.status], description: saved.title });
          if (essay) adopt(saved);
          else navigate(pathTo('adminEssay', { id: String(saved.id) }), { replace: true });
        },
      },
    );
  };

  return (
    <form className="admin-essay-editor" onSubmit={submit} noValidate aria-labelledby="admin-essay-editor-heading">
      <header className="admin-essay-editor__header">
        <h1 id="admin-essay-editor-heading">{essay ? 'Edit essay' : 'New essay'}</h1>
        {essay ? (
          <p>
            {STATUS_LABELS[essay.status]} ·{' '}
            <a href={essay.previewPath} target="_blank" rel="noreferrer">
              Open the preview link
            </a>{' '}
            (never indexed; anyone holding it can read the latest text)
          </p>
        ) : (
          <p>Save the essay to get its preview link.</p>
        )}
      </header>

      {essay?.autosave ? (
        <AutosaveNotice autosave={essay.autosave} onRestore={(text) => setForm({ ...form, ...text })} />
      ) : null}

      <div className="admin-editor__columns">
        <div className="admin-editor__fields">
          <TextField
            label="Title"
            value={form.title}
            maxLength={ESSAY_TITLE_MAX}
            required
            error={errors.title}
            onChange={(event) => set('title', event.target.value)}
          />
          <TextField
            label="Slug"
            hint={`The address: /essay/${form.slug || '…'}`}
            value={form.slug}
            required
            error={errors.slug}
            onChange={(event) => {
              setSlugTouched(true);
              set('slug', event.target.value);
            }}
          />
          <TextAreaField
            label="Excerpt"
            hint="One or two sentences for the list of essays."
            value={form.excerpt}
            maxLength={ESSAY_EXCERPT_MAX}
            rows={3}
            onChange={(event) => set('excerpt', event.target.value)}
          />
          <MarkdownBodyField
            label="Body (markdown)"
            className="admin-editor__markdown admin-essay-editor__body"
            value={form.body}
            rows={24}
            spellCheck
            onChange={(body) => set('body', body)}
          />
        </div>
        <MarkdownPreview title={form.title} body={form.body} />
      </div>

      <div className="admin-editor__columns">
        <TopicChoices chosen={form.topics} onChange={(topics) => set('topics', topics)} />
        <div className="admin-editor__fields">
          <TextField
            label="Tags"
            hint="Separated by commas."
            value={form.tags}
            error={errors.tags}
            onChange={(event) => set('tags', event.target.value)}
          />
          <TextField
            label="SEO title"
            hint={`What search engines and link previews show; the title when empty. ${form.seoTitle.length} of ${ESSAY_SEO_TITLE_MAX}.`}
            value={form.seoTitle}
            maxLength={ESSAY_SEO_TITLE_MAX}
            onChange={(event) => set('seoTitle', event.target.value)}
          />
          <TextAreaField
            label="SEO description"
            hint={`The excerpt when empty. ${form.seoDescription.length} of ${ESSAY_SEO_DESCRIPTION_MAX}.`}
            value={form.seoDescription}
            maxLength={ESSAY_SEO_DESCRIPTION_MAX}
            rows={2}
            onChange={(event) => set('seoDescription', event.target.value)}
          />
          <CoverField essayId={essay?.id ?? null} cover={essay?.cover ?? null} />
          <PublicationFields
            status={form.status}
            publishAt={form.publishAt}
            hints={PUBLICATION_HINTS}
            error={errors.publishAt}
            onStatus={(status) => set('status', status)}
            onPublishAt={(value) => set('publishAt', value)}
          />
        </div>
      </div>

      <div className="admin-editor__actions">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save'}
        </Button>
        <p role="status" className="admin-essay-editor__autosave">
          {autosave.saving
            ? 'Autosaving…'
            : autosave.failed
              ? 'Autosave failed; your text is still here. Save to keep it.'
              : autosave.savedAt
                ? `Draft autosaved at ${new Date(autosave.savedAt).toLocaleTimeString('en-US', { timeStyle: 'short' })}.`
                : essay === null
                  ? 'Autosave starts once the essay is saved.'
                  : autosave.unsaved
                    ? 'Unsaved changes.'
                    : 'All changes saved.'}
        </p>
        {essay ? <DeleteEssay essay={essay} /> : null}
      </div>
      <FormAlert message={save.error ? serverMessage(save.error) : null} />

      {essay ? <RevisionsPanel essayId={essay.id} onRestored={adopt} /> : null}
    </form>
  );
}
