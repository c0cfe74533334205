import {
  PODCAST_CATEGORIES,
  SHOW_DESCRIPTION_MAX,
  SHOW_NAME_MAX,
  SHOW_TITLE_MAX,
  type AdminPodcastShow,
  type AdminPodcastShowView,
} from '@site/contracts';
import { serverMessage, toast } from '@site/shell-api';
import { Button, FormAlert, TextAreaField, TextField } from '@site/ui';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { saveShowMutation } from './api/save-show';
import { showFormErrors, showFormOf, showInputOf, type ShowFormErrors } from './show-form';
import '../editing/editing.css';
import './podcast.css';

const CATEGORIES = Object.keys(PODCAST_CATEGORIES);

/** The list with `value` in it: a value the service holds but the list lacks stays shown, and the save says why. */
const withValue = (list: readonly string[], value: string) =>
  value === '' || list.includes(value) ? list : [value, ...list];

/** The show's settings; the service checks them again, the category pair too. */
export function ShowForm({ show }: { show: AdminPodcastShowView }) {
  const [form, setForm] = useState<AdminPodcastShow>(() => showFormOf(show));
  const [errors, setErrors] = useState<ShowFormErrors>({});
  const save = useMutation(saveShowMutation());
  const categoryId = useId();
  const subcategoryId = useId();
  const categoryProblemId = useId();

  const set = <K extends keyof AdminPodcastShow>(field: K, value: AdminPodcastShow[K]) =>
    setForm((current) => ({ ...current, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = showFormErrors(form);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(showInputOf(form), {
      onSuccess: (saved) => {
        setForm(showFormOf(saved));
        toast({ title: 'Show saved', description: saved.title });
      },
    });
  };

  const subcategories = Object.hasOwn(PODCAST_CATEGORIES, form.category) ? PODCAST_CATEGORIES[form.category] : [];
  const categoryInvalid = errors.category ? true : undefined;
  const categoryDescribedBy = errors.category ? categoryProblemId : undefined;
  return (
    <form className="admin-editor__fields" onSubmit={submit} noValidate aria-label="Show settings">
      <TextField
        label="Title"
        value={form.title}
        maxLength={SHOW_TITLE_MAX}
        required
        error={errors.title}
        onChange={(event) => set('title', event.target.value)}
      />
      <TextAreaField
        label="Description"
        hint="What podcast apps show under the title."
        value={form.description}
        maxLength={SHOW_DESCRIPTION_MAX}
        rows={5}
        required
        error={errors.description}
        onChange={(event) => set('description', event.target.value)}
      />
      <TextField
        label="Author"
        hint="The name podcast apps show with the show."
        value={form.author}
        maxLength={SHOW_NAME_MAX}
        required
        error={errors.author}
        onChange={(event) => set('author', event.target.value)}
      />
      <TextField
        label="Owner name"
        value={form.ownerName}
        maxLength={SHOW_NAME_MAX}
        required
        error={errors.ownerName}
        onChange={(event) => set('ownerName', event.target.value)}
      />
      <TextField
        label="Owner email"
        hint="Podcast directories write here about the show; the feed carries it."
        type="email"
        value={form.ownerEmail}
        required
        error={errors.ownerEmail}
        onChange={(event) => set('ownerEmail', event.target.value)}
      />
      <TextField
        label="Language"
        hint="A language tag, such as en or en-GB."
        value={form.language}
        required
        error={errors.language}
        onChange={(event) => set('language', event.target.value)}
      />
      <div className="admin-podcast-category">
        <div className="admin-select">
          <label htmlFor={categoryId}>Category</label>
          <select
            id={categoryId}
            value={form.category}
            aria-invalid={categoryInvalid}
            aria-describedby={categoryDescribedBy}
            // Each subcategory belongs to one category: a new category starts without one.
            onChange={(event) => setForm((current) => ({ ...current, category: event.target.value, subcategory: '' }))}
          >
            {form.category === '' ? <option value="">Choose a category</option> : null}
            {withValue(CATEGORIES, form.category).map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </select>
        </div>
        <div className="admin-select">
          <label htmlFor={subcategoryId}>Subcategory</label>
          <select
            id={subcategoryId}
            value={form.subcategory}
            aria-invalid={categoryInvalid}
            aria-describedby={categoryDescribedBy}
            onChange={(event) => set('subcategory', event.target.value)}
          >
            <option value="">None</option>
            {withValue(subcategories, form.subcategory).map((subcategory) => (
              <option key={subcategory} value={subcategory}>
                {subcategory}
              </option>
            ))}
          </select>
        </div>
        <div id={categoryProblemId} className="admin-podcast-category__problem">
          <FormAlert message={errors.category} />
        </div>
      </div>
      <label className="admin-podcast-check">
        <input type="checkbox" checked={form.explicit} onChange={(event) => set('explicit', event.target.checked)} />
        Explicit content
      </label>
      <div className="admin-editor__actions">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save the show'}
        </Button>
      </div>
      <FormAlert message={save.error ? serverMessage(save.error) : null} />
    </form>
  );
}
