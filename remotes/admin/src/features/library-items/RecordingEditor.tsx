import {
  RECORDING_SLUG_MAX,
  RECORDING_SPEAKER_MAX,
  RECORDING_SUMMARY_MAX,
  RECORDING_TITLE_MAX,
  pathTo,
  slugify,
  type AdminRecording,
} from '@site/contracts';
import { serverMessage, toast } from '@site/shell-api';
import { Button, FormAlert, TextAreaField, TextField } from '@site/ui';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { TopicChoices } from '../editing/TopicChoices';
import { createRecordingMutation, saveRecordingMutation } from './api/recording-mutations';
import { DeleteRecording } from './DeleteRecording';
import { KindChoice } from './KindChoice';
import { RECORDING_KIND_LABELS } from './labels';
import { PublishRecording } from './PublishRecording';
import {
  EMPTY_RECORDING_FORM,
  recordingFormChanged,
  recordingFormErrors,
  recordingFormOf,
  recordingInputOf,
  type RecordingForm,
  type RecordingFormErrors,
} from './recording-form';
import { RecordingArtwork } from './RecordingArtwork';
import { RecordingAudio } from './RecordingAudio';
import { RecordingStatusBadge } from './RecordingStatusBadge';
import '../editing/editing.css';
import './library-items.css';

/**
 * The editor of one lecture or reading, or of a new one (`recording` null), which is saved as a draft first: its
 * audio and artwork are added once it is saved, and it is published once its audio is there.
 */
export function RecordingEditor({ recording }: { recording: AdminRecording | null }) {
  const navigate = useNavigate();
  const [form, setForm] = useState<RecordingForm>(() =>
    recording ? recordingFormOf(recording) : EMPTY_RECORDING_FORM,
  );
  // A new recording's slug follows its title until the author types one; a saved one keeps its address.
  const [slugTyped, setSlugTyped] = useState(recording !== null);
  const [errors, setErrors] = useState<RecordingFormErrors>({});
  const create = useMutation(createRecordingMutation());
  const save = useMutation(saveRecordingMutation());
  const failure = create.error ?? save.error;

  const set = <K extends keyof RecordingForm>(field: K, value: RecordingForm[K]) =>
    setForm((current) => ({ ...current, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = recordingFormErrors(form);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    if (!recording) {
      create.mutate(recordingInputOf(form, 'draft'), {
        onSuccess: (created) => {
          toast({ title: 'Recording created', description: `${created.title} is saved as a draft.` });
          navigate(pathTo('adminRecording', { id: String(created.id) }), { replace: true });
        },
      });
      return;
    }
    save.mutate(
      { id: recording.id, input: recordingInputOf(form, recording.status) },
      {
        onSuccess: (saved) => {
          setForm(recordingFormOf(saved));
          toast({ title: 'Recording saved', description: saved.title });
        },
      },
    );
  };

  return (
    <form className="admin-editor" onSubmit={submit} noValidate aria-labelledby="admin-recording-editor-heading">
      <header className="admin-editor__header">
        <h1 id="admin-recording-editor-heading">{recording ? 'Edit recording' : 'New recording'}</h1>
        {recording ? (
          <p>
            {RECORDING_KIND_LABELS[recording.kind]} · <RecordingStatusBadge status={recording.status} />
            {recording.status === 'published' ? (
              <>
                {' '}
                · <Link to={recording.path}>Listen on the site</Link>
              </>
            ) : null}
          </p>
        ) : (
          <p>A new recording is saved as a draft: add its audio, then publish it.</p>
        )}
      </header>

      <div className="admin-editor__columns">
        <div className="admin-editor__fields">
          <KindChoice
            legend="Kind"
            labels={RECORDING_KIND_LABELS}
            value={form.kind}
            onChange={(kind) => set('kind', kind)}
          />
          <TextField
            label="Title"
            value={form.title}
            maxLength={RECORDING_TITLE_MAX}
            required
            error={errors.title}
            onChange={(event) => {
              const title = event.target.value;
              setForm((current) => ({
                ...current,
                title,
                ...(slugTyped ? {} : { slug: slugify(title, RECORDING_SLUG_MAX) }),
              }));
            }}
          />
          <TextField
            label="Slug"
            hint={`Its place on the audio page: ${pathTo('libraryAudio')}#${form.slug || '…'}`}
            value={form.slug}
            maxLength={RECORDING_SLUG_MAX}
            required
            error={errors.slug}
            onChange={(event) => {
              setSlugTyped(true);
              set('slug', event.target.value);
            }}
          />
          <TextField
            label="Speaker"
            value={form.speaker}
            maxLength={RECORDING_SPEAKER_MAX}
            required
            error={errors.speaker}
            onChange={(event) => set('speaker', event.target.value)}
          />
          <TextField
            label="Recorded on"
            type="date"
            value={form.recordedOn}
            required
            error={errors.recordedOn}
            onChange={(event) => set('recordedOn', event.target.value)}
          />
          <TextAreaField
            label="Summary"
            hint="What readers see of it, in plain text."
            value={form.summary}
            maxLength={RECORDING_SUMMARY_MAX}
            rows={5}
            spellCheck
            onChange={(event) => set('summary', event.target.value)}
          />
          <TopicChoices chosen={form.topics} onChange={(topics) => set('topics', topics)} />
        </div>
        <div className="admin-editor__fields">
          {recording ? (
            <>
              <RecordingAudio recording={recording} />
              <RecordingArtwork recording={recording} />
            </>
          ) : (
            <p className="admin-hint">Once the recording is saved, its audio and artwork go here.</p>
          )}
        </div>
      </div>

      <div className="admin-editor__actions">
        <Button type="submit" disabled={create.isPending || save.isPending}>
          {recording ? (save.isPending ? 'Saving…' : 'Save') : create.isPending ? 'Creating…' : 'Create draft'}
        </Button>
        {recording ? (
          <>
            <PublishRecording
              recording={recording}
              inputWith={(status) => recordingInputOf(form, status)}
              unsaved={recordingFormChanged(form, recording)}
              busy={save.isPending}
            />
            <DeleteRecording recording={recording} />
          </>
        ) : null}
        <Link to={pathTo('adminRecordings')}>All recordings</Link>
      </div>
      <FormAlert message={failure ? serverMessage(failure) : null} />
    </form>
  );
}
