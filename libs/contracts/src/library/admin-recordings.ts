import type { AudioFile, AudioKind } from './audio.js';

/** Only published recordings reach readers: the library's audio page, search and the library's overview. */
export const RECORDING_STATUSES = ['draft', 'published'] as const;
export type RecordingStatus = (typeof RECORDING_STATUSES)[number];

export const RECORDING_SLUG_MAX = 200;
/** A slug: lower-case words joined by single hyphens, not digits alone (those are ids). */
export const RECORDING_SLUG_PATTERN = /^(?!\d+$)[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const RECORDING_TITLE_MAX = 300;
export const RECORDING_SPEAKER_MAX = 200;
export const RECORDING_SUMMARY_MAX = 5000;

export const RECORDING_NEEDS_AUDIO_TEXT = 'A recording needs its audio before it is published.';

/** One row of GET /api/admin/library/audio, the most recently added first. */
export interface AdminRecordingRow {
  id: number;
  slug: string;
  title: string;
  kind: AudioKind;
  speaker: string;
  /** YYYY-MM-DD. */
  recordedOn: string;
  status: RecordingStatus;
  /** Null until its audio is uploaded. */
  durationSeconds: number | null;
  updatedAt: string;
}

/** GET /api/admin/library/audio/:id: everything the recording editor edits. */
export interface AdminRecording extends AdminRecordingRow {
  summary: string;
  topics: string[];
  /** Read from the uploaded file (type, size, length), never typed; null until one is uploaded. */
  audio: AudioFile | null;
  /** Its own artwork, or the library's recordings artwork. */
  artworkUrl: string;
  /** Whether the artwork is its own (then it can go back to the library's). */
  ownArtwork: boolean;
  addedAt: string;
  /** Where readers find it once published. */
  path: string;
}

/** POST /api/admin/library/audio and PUT /api/admin/library/audio/:id. */
export interface AdminRecordingInput {
  slug: string;
  title: string;
  kind: AudioKind;
  speaker: string;
  /** YYYY-MM-DD. */
  recordedOn: string;
  summary: string;
  topics: string[];
  status: RecordingStatus;
}
