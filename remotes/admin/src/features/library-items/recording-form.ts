import {
  RECORDING_SLUG_PATTERN,
  type AdminRecording,
  type AdminRecordingInput,
  type AudioKind,
  type RecordingStatus,
} from '@site/contracts';

/** The recording editor's fields as typed; its status changes with the Publish button, not here. */
export interface RecordingForm {
  title: string;
  slug: string;
  kind: AudioKind;
  speaker: string;
  /** YYYY-MM-DD, as a date field holds it. */
  recordedOn: string;
  summary: string;
  topics: string[];
}

export type RecordingFormErrors = Partial<Record<'title' | 'slug' | 'speaker' | 'recordedOn', string>>;

export const EMPTY_RECORDING_FORM: RecordingForm = {
  title: '',
  slug: '',
  kind: 'lecture',
  speaker: '',
  recordedOn: '',
  summary: '',
  topics: [],
};

export function recordingFormOf(recording: AdminRecording): RecordingForm {
  return {
    title: recording.title,
    slug: recording.slug,
    kind: recording.kind,
    speaker: recording.speaker,
    recordedOn: recording.recordedOn,
    summary: recording.summary,
    topics: recording.topics,
  };
}

export function recordingInputOf(form: RecordingForm, status: RecordingStatus): AdminRecordingInput {
  return {
    slug: form.slug.trim(),
    title: form.title.trim(),
    kind: form.kind,
    speaker: form.speaker.trim(),
    recordedOn: form.recordedOn,
    summary: form.summary.trim(),
    topics: form.topics,
    status,
  };
}

/** Whether the form holds changes the saved recording does not have. */
export function recordingFormChanged(form: RecordingForm, recording: AdminRecording): boolean {
  const typed = recordingInputOf(form, recording.status);
  const saved = recordingInputOf(recordingFormOf(recording), recording.status);
  return JSON.stringify(typed) !== JSON.stringify(saved);
}

/** What the service would refuse, said before asking it; empty when the form can be saved. */
export function recordingFormErrors(form: RecordingForm): RecordingFormErrors {
  const input = recordingInputOf(form, 'draft');
  const errors: RecordingFormErrors = {};
  if (!input.title) errors.title = 'Give the recording a title.';
  if (!RECORDING_SLUG_PATTERN.test(input.slug)) {
    errors.slug = 'Use lower-case letters and digits in words joined by hyphens, not digits alone.';
  }
  if (!input.speaker) errors.speaker = 'Name who speaks.';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(input.recordedOn)) errors.recordedOn = 'Give the day it was recorded.';
  return errors;
}
