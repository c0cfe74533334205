import {
  PAPER_ABSTRACT_MAX,
  PAPER_DOI_MAX,
  PAPER_SLUG_MAX,
  PAPER_TITLE_MAX,
  PAPER_URL_MAX,
  PAPER_VENUE_MAX,
  pathTo,
  slugify,
  titleParts,
  type AdminPaper,
} from '@site/contracts';
import { serverMessage, toast } from '@site/shell-api';
import { Button, FormAlert, TextAreaField, TextField } from '@site/ui';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { TopicChoices } from '../editing/TopicChoices';
import { createPaperMutation, savePaperMutation } from './api/paper-mutations';
import { AuthorsEditor } from './AuthorsEditor';
import { BibtexPaste } from './BibtexPaste';
import { DeletePaper } from './DeletePaper';
import { KindChoice } from './KindChoice';
import { PAPER_KIND_LABELS } from './labels';
import {
  emptyPaperForm,
  paperFormErrors,
  paperFormOf,
  paperInputOf,
  withBibtex,
  type PaperForm,
  type PaperFormErrors,
} from './paper-form';
import { PaperPdf } from './PaperPdf';
import '../editing/editing.css';
import './library-items.css';

/** How headings will split the one full title, said under its field. */
function titleHint(title: string): string {
  const { title: main, subtitle } = titleParts(title.trim());
  return subtitle
    ? `Headings show “${main}” with the subtitle “${subtitle}”; citations keep the whole title.`
    : 'The full title: a subtitle goes after a colon (Title: Subtitle).';
}

/**
 * The editor of one paper or set of lecture notes, or of a new one (`paper` null), typed or filled from pasted
 * BibTeX. It is on the site once saved; its PDF is uploaded then.
 */
export function PaperEditor({ paper }: { paper: AdminPaper | null }) {
  const navigate = useNavigate();
  const [form, setForm] = useState<PaperForm>(() => (paper ? paperFormOf(paper) : emptyPaperForm()));
  // A new paper's slug follows its title until the author types one; a saved one keeps its address.
  const [slugTyped, setSlugTyped] = useState(paper !== null);
  const [errors, setErrors] = useState<PaperFormErrors>({});
  const create = useMutation(createPaperMutation());
  const save = useMutation(savePaperMutation());
  const failure = create.error ?? save.error;

  const set = <K extends keyof PaperForm>(field: K, value: PaperForm[K]) =>
    setForm((current) => ({ ...current, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = paperFormErrors(form);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const input = paperInputOf(form);
    if (!paper) {
      create.mutate(input, {
        onSuccess: (created) => {
          toast({ title: 'Paper added', description: `${created.title} is in the library.` });
          navigate(pathTo('adminPaper', { id: String(created.id) }), { replace: true });
        },
      });
      return;
    }
    save.mutate(
      { id: paper.id, input },
      {
        onSuccess: (saved) => {
          setForm(paperFormOf(saved));
          toast({ title: 'Paper saved', description: saved.title });
        },
      },
    );
  };

  return (
    <form className="admin-editor" onSubmit={submit} noValidate aria-labelledby="admin-paper-editor-heading">
      <header className="admin-editor__header">
        <h1 id="admin-paper-editor-heading">{paper ? 'Edit paper' : 'New paper'}</h1>
        {paper ? (
          <p>
            {PAPER_KIND_LABELS[paper.kind]} · <Link to={paper.path}>See it on the site</Link>
          </p>
        ) : (
          <p>A paper is in the library once it is saved; its PDF is uploaded then.</p>
        )}
      </header>

      <BibtexPaste onFill={(parsed) => setForm((current) => withBibtex(current, parsed, slugTyped))} />

      <div className="admin-editor__columns">
        <div className="admin-editor__fields">
          <KindChoice
            legend="Kind"
            labels={PAPER_KIND_LABELS}
            value={form.kind}
            onChange={(kind) => set('kind', kind)}
          />
          <TextField
            label="Title"
            hint={titleHint(form.title)}
            value={form.title}
            maxLength={PAPER_TITLE_MAX}
            required
            error={errors.title}
            onChange={(event) => {
              const title = event.target.value;
              setForm((current) => ({
                ...current,
                title,
                ...(slugTyped ? {} : { slug: slugify(title, PAPER_SLUG_MAX) }),
              }));
            }}
          />
          <TextField
            label="Slug"
            hint={`Its place in the list of papers: ${pathTo('libraryAcademic')}#${form.slug || '…'}`}
            value={form.slug}
            maxLength={PAPER_SLUG_MAX}
            required
            error={errors.slug}
            onChange={(event) => {
              setSlugTyped(true);
              set('slug', event.target.value);
            }}
          />
          <AuthorsEditor rows={form.authors} problem={errors.authors} onChange={(rows) => set('authors', rows)} />
          <TextField
            label="Venue"
            hint="Where it appeared: a journal, a seminar, a course."
            value={form.venue}
            maxLength={PAPER_VENUE_MAX}
            required
            error={errors.venue}
            onChange={(event) => set('venue', event.target.value)}
          />
          <TextField
            label="Published on"
            type="date"
            value={form.publishedOn}
            required
            error={errors.publishedOn}
            onChange={(event) => set('publishedOn', event.target.value)}
          />
          <TextAreaField
            label="Abstract"
            value={form.abstract}
            maxLength={PAPER_ABSTRACT_MAX}
            rows={8}
            required
            spellCheck
            error={errors.abstract}
            onChange={(event) => set('abstract', event.target.value)}
          />
          <TextField
            label="DOI"
            hint="Only for work with a registered DOI, such as 10.1234/abc.567."
            value={form.doi}
            maxLength={PAPER_DOI_MAX + 'https://doi.org/'.length}
            error={errors.doi}
            autoComplete="off"
            onChange={(event) => set('doi', event.target.value)}
          />
          <TextField
            label="URL"
            hint="Its own page elsewhere, if any; citations point at this site otherwise."
            type="url"
            value={form.url}
            maxLength={PAPER_URL_MAX}
            error={errors.url}
            onChange={(event) => set('url', event.target.value)}
          />
        </div>
        <div className="admin-editor__fields">
          {paper ? (
            <PaperPdf paper={paper} />
          ) : (
            <p className="admin-hint">Once the paper is saved, its PDF goes here.</p>
          )}
          <TopicChoices chosen={form.topics} onChange={(topics) => set('topics', topics)} />
        </div>
      </div>

      <div className="admin-editor__actions">
        <Button type="submit" disabled={create.isPending || save.isPending}>
          {paper ? (save.isPending ? 'Saving…' : 'Save') : create.isPending ? 'Adding…' : 'Add paper'}
        </Button>
        {paper ? <DeletePaper paper={paper} /> : null}
        <Link to={pathTo('adminPapers')}>All papers</Link>
      </div>
      <FormAlert message={failure ? serverMessage(failure) : null} />
    </form>
  );
}
