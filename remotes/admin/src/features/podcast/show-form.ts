import {
  podcastCategoryProblem,
  SHOW_LANGUAGE_PATTERN,
  type AdminPodcastShow,
  type AdminPodcastShowView,
} from '@site/contracts';

export type ShowFormErrors = Partial<Record<keyof AdminPodcastShow, string>>;

// Enough to catch a slip of the keyboard; the service checks the address again.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The settings the form edits: the show without its artwork, which is uploaded on its own. */
export function showFormOf({ artworkUrl: _artwork, ...show }: AdminPodcastShowView): AdminPodcastShow {
  return show;
}

export function showInputOf(form: AdminPodcastShow): AdminPodcastShow {
  return {
    ...form,
    title: form.title.trim(),
    description: form.description.trim(),
    author: form.author.trim(),
    ownerName: form.ownerName.trim(),
    ownerEmail: form.ownerEmail.trim(),
    language: form.language.trim(),
  };
}

/** What the service would refuse, each with why; empty when the settings can be saved. */
export function showFormErrors(form: AdminPodcastShow): ShowFormErrors {
  const show = showInputOf(form);
  const errors: ShowFormErrors = {};
  if (!show.title) errors.title = 'Give the show a title.';
  if (!show.description) errors.description = 'Describe the show: podcast apps show it under the title.';
  if (!show.author) errors.author = 'Name the author, as podcast apps show it.';
  if (!show.ownerName) errors.ownerName = "Name the show's owner.";
  if (!EMAIL.test(show.ownerEmail)) errors.ownerEmail = 'Give an email address, such as name@example.com.';
  if (!SHOW_LANGUAGE_PATTERN.test(show.language)) errors.language = 'Give a language tag, such as en or en-GB.';
  const category = show.category ? podcastCategoryProblem(show.category, show.subcategory) : 'Choose a category.';
  if (category) errors.category = category;
  return errors;
}
