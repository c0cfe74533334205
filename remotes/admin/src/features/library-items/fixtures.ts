import type { AdminPaper, AdminPaperRow, AdminRecording, AdminRecordingRow, AudioFile } from '@site/contracts';

export const PAPER_ROW: AdminPaperRow = {
  id: 12,
  slug: 'two-clocks',
  kind: 'lecture-notes',
  title: 'Two Clocks: Lecture Notes on Physical and Lived Time',
  authors: [
    { given: 'Iris', family: 'Calloway' },
    { given: 'Tomás', family: 'Reinholt' },
  ],
  venue: 'Commonplace Seminar on Time',
  publishedOn: '2024-10-01',
  document: {
    name: 'two-clocks',
    format: 'pdf',
    fileUrl: '/media/documents/two-clocks.8db7d664.pdf',
    byteLength: 1_572_864,
    pageCount: 14,
  },
};

/** A paper just added: no full text yet. */
export const PAPER: AdminPaper = {
  id: 21,
  slug: 'measure-without-tears',
  kind: 'paper',
  title: 'Measure Without Tears',
  authors: [
    { given: 'Iris', family: 'Calloway' },
    { given: 'Tomás', family: 'Reinholt' },
  ],
  venue: 'Commonplace Working Papers',
  publishedOn: '2026-02-11',
  document: null,
  abstract: 'What it means for a set to have no size.',
  doi: null,
  url: null,
  topics: ['Mathematics'],
  addedAt: '2026-11-20T09:00:00.000Z',
  path: '/library/academic#measure-without-tears',
};

export const WITH_PDF: AdminPaper = {
  ...PAPER,
  document: {
    name: 'measure-without-tears',
    format: 'pdf',
    fileUrl: '/media/documents/measure-without-tears.0badc0de.pdf',
    byteLength: 2_621_440,
    pageCount: 9,
  },
  path: '/library/document/measure-without-tears',
};

export const recordingRow = (
  id: number,
  title: string,
  fields: Partial<AdminRecordingRow> = {},
): AdminRecordingRow => ({
  id,
  slug: title.toLowerCase().replace(/\W+/g, '-'),
  title,
  kind: 'lecture',
  speaker: 'Iris Calloway',
  recordedOn: '2026-10-02',
  status: 'draft',
  durationSeconds: null,
  updatedAt: '2026-11-23T08:00:00.000Z',
  ...fields,
});

/** 3.1 MB and 3:21 long, as the service reads them from the file. */
export const RECORDING_AUDIO: AudioFile = {
  url: '/media/audio/recording-5-3f2a9c1b2d.m4a',
  type: 'audio/x-m4a',
  byteLength: 3_250_586,
  durationSeconds: 201,
};

/** A draft without audio: as it is just after it was created. */
export const RECORDING: AdminRecording = {
  ...recordingRow(5, 'The Lamp on the Stair', { slug: 'the-lamp-on-the-stair', kind: 'reading' }),
  summary: 'A reading of a short story.',
  topics: ['Literature'],
  audio: null,
  artworkUrl: '/media/podcast/library-recordings-f5b34b82f8.png',
  ownArtwork: false,
  addedAt: '2026-11-20T09:00:00.000Z',
  path: '/library/audio#the-lamp-on-the-stair',
};

export const WITH_AUDIO: AdminRecording = {
  ...RECORDING,
  audio: RECORDING_AUDIO,
  durationSeconds: RECORDING_AUDIO.durationSeconds,
};
