import {
  ESSAY_EDIT_SLUG_PATTERN,
  ESSAY_TAG_MAX,
  ESSAY_TAGS_MAX,
  type AdminEssay,
  type AdminEssayInput,
  type EssayStatus,
} from '@site/contracts';
import { localDateTime } from '../editing/publication';

/** The longest slug the editor makes of a title: an address readers may type. */
export const ESSAY_SLUG_FROM_TITLE_MAX = 80;

/** The editor's fields as typed: tags as one comma-separated line, the schedule as a local date and time. */
export interface EssayForm {
  title: string;
  slug: string;
  excerpt: string;
  body: string;
  topics: string[];
  tags: string;
  seoTitle: string;
  seoDescription: string;
  status: EssayStatus;
  /** `YYYY-MM-DDTHH:mm` in the author's time zone, as a datetime-local field holds it. */
  publishAt: string;
}

export type FormErrors = Partial<Record<keyof EssayForm, string>>;

export const EMPTY_FORM: EssayForm = {
  title: '',
  slug: '',
  excerpt: '',
  body: '',
  topics: [],
  tags: '',
  seoTitle: '',
  seoDescription: '',
  status: 'draft',
  publishAt: '',
};

export function formOf(essay: AdminEssay): EssayForm {
  return {
    title: essay.title,
    slug: essay.slug,
    excerpt: essay.excerpt,
    body: essay.body,
    topics: essay.topics,
    tags: essay.tags.join(', '),
    seoTitle: essay.seoTitle,
    seoDescription: essay.seoDescription,
    status: essay.status,
    publishAt: essay.status === 'scheduled' && essay.publishedAt ? localDateTime(essay.publishedAt) : '',
  };
}

/** Tags from the comma-separated line: trimmed, without empties or repeats. */
export function tagsOf(line: string): string[] {
  return [...new Set(line.split(',').map((tag) => tag.trim()))].filter(Boolean);
}

export function inputOf(form: EssayForm): AdminEssayInput {
  return {
    title: form.title.trim(),
    slug: form.slug.trim(),
    excerpt: form.excerpt.trim(),
    body: form.body,
    topics: form.topics,
    tags: tagsOf(form.tags),
    seoTitle: form.seoTitle.trim(),
    seoDescription: form.seoDescription.trim(),
    status: form.status,
    publishAt: form.status === 'scheduled' ? new Date(form.publishAt).toISOString() : null,
  };
}

/** What the service would refuse, said before asking it; empty when the form can be saved. */
export function formErrors(form: EssayForm, now = new Date()): FormErrors {
  const errors: FormErrors = {};
  if (!form.title.trim()) errors.title = 'Give the essay a title.';
  if (!ESSAY_EDIT_SLUG_PATTERN.test(form.slug.trim())) {
    errors.slug = 'Use lower-case letters and digits in words joined by hyphens, not digits alone.';
  }
  const tags = tagsOf(form.tags);
  if (tags.length > ESSAY_TAGS_MAX) errors.tags = `At most ${ESSAY_TAGS_MAX} tags.`;
  else if (tags.some((tag) => tag.length > ESSAY_TAG_MAX))
    errors.tags = `A tag has at most ${ESSAY_TAG_MAX} characters.`;
  if (form.status === 'scheduled') {
    const at = new Date(form.publishAt);
    if (!form.publishAt || Number.isNaN(at.getTime())) errors.publishAt = 'Choose when the essay publishes itself.';
    else if (at <= now) errors.publishAt = 'Choose a time in the future, or publish now.';
  }
  return errors;
}
