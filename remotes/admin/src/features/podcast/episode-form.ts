import {
  EPISODE_NEEDS_AUDIO_TEXT,
  EPISODE_SCHEDULE_TEXT,
  EPISODE_SLUG_PATTERN,
  type AdminEpisode,
  type AdminEpisodeInput,
  type EpisodeStatus,
} from '@site/contracts';
import { localDateTime } from '../editing/publication';
import { chapterRowsOf, chapterRowsProblem, chaptersOf, type ChapterRow } from './chapters';

/** The editor's fields as typed: the schedule as a local date and time, the chapters as rows. */
export interface EpisodeForm {
  title: string;
  slug: string;
  summary: string;
  notes: string;
  explicit: boolean;
  status: EpisodeStatus;
  /** `YYYY-MM-DDTHH:mm` in the author's time zone, as a datetime-local field holds it. */
  publishAt: string;
  chapters: ChapterRow[];
}

export type EpisodeFormErrors = Partial<Record<'title' | 'slug' | 'status' | 'publishAt' | 'chapters', string>>;

export const EMPTY_EPISODE_FORM: EpisodeForm = {
  title: '',
  slug: '',
  summary: '',
  notes: '',
  explicit: false,
  status: 'draft',
  publishAt: '',
  chapters: [],
};

export function episodeFormOf(episode: AdminEpisode): EpisodeForm {
  return {
    title: episode.title,
    slug: episode.slug,
    summary: episode.summary,
    notes: episode.notes,
    explicit: episode.explicit,
    status: episode.status,
    publishAt: episode.status === 'scheduled' && episode.publishedAt ? localDateTime(episode.publishedAt) : '',
    chapters: chapterRowsOf(episode.chapters),
  };
}

export function episodeInputOf(form: EpisodeForm): AdminEpisodeInput {
  return {
    slug: form.slug.trim(),
    title: form.title.trim(),
    summary: form.summary.trim(),
    notes: form.notes,
    explicit: form.explicit,
    status: form.status,
    publishAt: form.status === 'scheduled' ? new Date(form.publishAt).toISOString() : null,
    chapters: chaptersOf(form.chapters),
  };
}

/**
 * What the service would refuse, said before asking it; empty when the form can be saved. `audio` is the saved
 * episode's, since publishing needs it and the chapters must start before it ends.
 */
export function episodeFormErrors(
  form: EpisodeForm,
  audio: { durationSeconds: number } | null,
  now = new Date(),
): EpisodeFormErrors {
  const errors: EpisodeFormErrors = {};
  if (!form.title.trim()) errors.title = 'Give the episode a title.';
  if (!EPISODE_SLUG_PATTERN.test(form.slug.trim())) {
    errors.slug = 'Use lower-case letters and digits in words joined by hyphens, not digits alone.';
  }
  if (form.status !== 'draft' && !audio) errors.status = EPISODE_NEEDS_AUDIO_TEXT;
  if (form.status === 'scheduled') {
    const at = new Date(form.publishAt);
    if (!form.publishAt || Number.isNaN(at.getTime())) errors.publishAt = 'Choose when the episode publishes itself.';
    else if (at <= now) errors.publishAt = EPISODE_SCHEDULE_TEXT;
  }
  const chapters = chapterRowsProblem(form.chapters, audio?.durationSeconds ?? null);
  if (chapters) errors.chapters = chapters;
  return errors;
}
