import {
  EPISODE_NOTES_MAX,
  EPISODE_SLUG_MAX,
  EPISODE_SUMMARY_MAX,
  EPISODE_TITLE_MAX,
  pathTo,
  slugify,
  type AdminEpisode,
  type EpisodeStatus,
} from '@site/contracts';
import { serverMessage, toast } from '@site/shell-api';
import { Button, FormAlert, TextAreaField, TextField } from '@site/ui';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { MarkdownPreview } from '../editing/MarkdownPreview';
import { PublicationFields } from '../editing/PublicationFields';
import type { PublicationStatus } from '../editing/publication';
import { MarkdownBodyField } from '../media/MarkdownBodyField';
import { createEpisodeMutation } from './api/create-episode';
import { saveEpisodeMutation } from './api/save-episode';
import { ChaptersEditor } from './ChaptersEditor';
import { DeleteEpisode } from './DeleteEpisode';
import {
  EMPTY_EPISODE_FORM,
  episodeFormErrors,
  episodeFormOf,
  episodeInputOf,
  type EpisodeForm,
  type EpisodeFormErrors,
} from './episode-form';
import { EpisodeArtwork } from './EpisodeArtwork';
import { EpisodeAudio } from './EpisodeAudio';
import { EpisodeStatusBadge } from './EpisodeStatusBadge';
import { EpisodeTranscript } from './EpisodeTranscript';
import '../editing/editing.css';
import './podcast.css';

const SAVED_TEXT: Record<EpisodeStatus, string> = {
  draft: 'Episode saved',
  scheduled: 'Episode scheduled',
  published: 'Episode published',
};

const PUBLICATION_HINTS: Record<PublicationStatus, string> = {
  draft: 'Only you see it.',
  scheduled: 'It goes out by itself at the time you choose.',
  published: 'Listeners find it in the feed, on the podcast page and in search.',
};

/**
 * The editor of one episode, or of a new one (`episode` null), which is saved as a draft first: its audio, artwork
 * and transcript are added once it is saved, and it is published once its audio is there.
 */
export function EpisodeEditor({ episode }: { episode: AdminEpisode | null }) {
  const navigate = useNavigate();
  const [form, setForm] = useState<EpisodeForm>(() => (episode ? episodeFormOf(episode) : EMPTY_EPISODE_FORM));
  // A new episode's slug follows its title until the author types one; a saved one keeps its address.
  const [slugTyped, setSlugTyped] = useState(episode !== null);
  const [errors, setErrors] = useState<EpisodeFormErrors>({});
  const create = useMutation(createEpisodeMutation());
  const save = useMutation(saveEpisodeMutation());
  const failure = create.error ?? save.error;

  const set = <K extends keyof EpisodeForm>(field: K, value: EpisodeForm[K]) =>
    setForm((current) => ({ ...current, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = episodeFormErrors(form, episode?.audio ?? null);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const input = episodeInputOf(form);
    if (!episode) {
      create.mutate(input, {
        onSuccess: (created) => {
          toast({ title: 'Episode created', description: `${created.title} is saved as a draft.` });
          navigate(pathTo('adminEpisode', { id: String(created.id) }), { replace: true });
        },
      });
      return;
    }
    save.mutate(
      { id: episode.id, input },
      {
        onSuccess: (saved) => {
          setForm(episodeFormOf(saved));
          toast({ title: SAVED_TEXT[saved.status], description: saved.title });
        },
      },
    );
  };

  return (
    <form className="admin-editor" onSubmit={submit} noValidate aria-labelledby="admin-episode-editor-heading">
      <header className="admin-editor__header">
        <h1 id="admin-episode-editor-heading">{episode ? 'Edit episode' : 'New episode'}</h1>
        {episode ? (
          <p>
            Episode {episode.number} · <EpisodeStatusBadge status={episode.status} publishedAt={episode.publishedAt} />
            {episode.status === 'published' ? (
              <>
                {' '}
                · <Link to={episode.path}>Listen on the site</Link>
              </>
            ) : null}
          </p>
        ) : (
          <p>A new episode is saved as a draft: add its audio, then publish it.</p>
        )}
      </header>

      <div className="admin-editor__columns">
        <div className="admin-editor__fields">
          <TextField
            label="Title"
            value={form.title}
            maxLength={EPISODE_TITLE_MAX}
            required
            error={errors.title}
            onChange={(event) => {
              const title = event.target.value;
              setForm((current) => ({
                ...current,
                title,
                ...(slugTyped ? {} : { slug: slugify(title, EPISODE_SLUG_MAX) }),
              }));
            }}
          />
          <TextField
            label="Slug"
            hint={`The address: ${form.slug ? pathTo('podcastEpisode', { id: form.slug }) : '…'}`}
            value={form.slug}
            maxLength={EPISODE_SLUG_MAX}
            required
            error={errors.slug}
            onChange={(event) => {
              setSlugTyped(true);
              set('slug', event.target.value);
            }}
          />
          <TextAreaField
            label="Summary"
            hint="What podcast apps show of the episode, in plain text."
            value={form.summary}
            maxLength={EPISODE_SUMMARY_MAX}
            rows={4}
            onChange={(event) => set('summary', event.target.value)}
          />
          <MarkdownBodyField
            label="Show notes (markdown)"
            className="admin-editor__markdown"
            value={form.notes}
            maxLength={EPISODE_NOTES_MAX}
            rows={16}
            spellCheck
            onChange={(notes) => set('notes', notes)}
          />
        </div>
        <MarkdownPreview title={form.title} body={form.notes} />
      </div>

      <div className="admin-editor__columns">
        <div className="admin-editor__fields">
          {episode ? <EpisodeAudio episode={episode} /> : null}
          <ChaptersEditor rows={form.chapters} problem={errors.chapters} onChange={(rows) => set('chapters', rows)} />
        </div>
        <div className="admin-editor__fields">
          {episode ? (
            <>
              <EpisodeArtwork episode={episode} />
              <EpisodeTranscript episode={episode} />
            </>
          ) : (
            <p className="admin-hint">Once the episode is saved, its audio, artwork and transcript go here.</p>
          )}
          <label className="admin-podcast-check">
            <input
              type="checkbox"
              checked={form.explicit}
              onChange={(event) => set('explicit', event.target.checked)}
            />
            Explicit content
          </label>
          {episode ? (
            <>
              <PublicationFields
                status={form.status}
                publishAt={form.publishAt}
                hints={PUBLICATION_HINTS}
                error={errors.publishAt}
                onStatus={(status) => set('status', status)}
                onPublishAt={(value) => set('publishAt', value)}
              />
              <FormAlert message={errors.status} />
            </>
          ) : null}
        </div>
      </div>

      <div className="admin-editor__actions">
        <Button type="submit" disabled={create.isPending || save.isPending}>
          {episode ? (save.isPending ? 'Saving…' : 'Save') : create.isPending ? 'Creating…' : 'Create draft'}
        </Button>
        {episode ? <DeleteEpisode episode={episode} /> : null}
        <Link to={pathTo('adminPodcast')}>All episodes</Link>
      </div>
      <FormAlert message={failure ? serverMessage(failure) : null} />
    </form>
  );
}
