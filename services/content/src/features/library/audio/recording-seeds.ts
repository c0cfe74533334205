import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { AudioKind, Chapter, TranscriptLine } from '@site/contracts';
import { SEED_DIR } from '../../../config.js';

/** The shipped recordings: scripts.json (written by hand) and recordings.json (made from it by make-audio.mjs). */
export const AUDIO_SEED_DIR = path.join(SEED_DIR, 'library', 'audio');

/** What make-audio.mjs measured of one recording. */
interface Recording {
  url: string;
  byteLength: number;
  durationSeconds: number;
  chapters: Chapter[];
  transcript: Omit<TranscriptLine, 'speaker'>[];
}

interface ScriptedRecording {
  slug: string;
  title: string;
  speaker: string;
}

interface Scripts {
  show: {
    title: string;
    description: string;
    author: string;
    ownerName: string;
    language: string;
    category: string;
    subcategory: string;
  };
  episodes: (ScriptedRecording & {
    number: number;
    guid: string;
    publishedAt: string;
    summary: string;
    notes: string;
  })[];
  items: (ScriptedRecording & {
    kind: AudioKind;
    recordedOn: string;
    addedAt: string;
    summary: string;
    topics: string[];
  })[];
}

interface Recordings {
  artwork: { podcast: string; library: string };
  episodes: Record<string, Recording>;
  items: Record<string, Recording>;
}

/** The podcast as its feed and page describe it, less the feed's own address. */
export type ShowSeed = Scripts['show'] & { artworkUrl: string };

export interface AudioFileSeed {
  url: string;
  byteLength: number;
  durationSeconds: number;
}

export interface EpisodeSeed {
  slug: string;
  number: number;
  guid: string;
  title: string;
  publishedAt: Date;
  summary: string;
  notes: string;
  audio: AudioFileSeed;
  artworkUrl: string;
  chapters: Chapter[];
  transcript: TranscriptLine[];
}

export interface AudioItemSeed {
  slug: string;
  title: string;
  kind: AudioKind;
  speaker: string;
  recordedOn: string;
  summary: string;
  topics: string[];
  audio: AudioFileSeed;
  artworkUrl: string;
  addedAt: Date;
}

export interface RecordingSeeds {
  show: ShowSeed;
  episodes: EpisodeSeed[];
  items: AudioItemSeed[];
}

const readJson = async <T>(file: string): Promise<T> => JSON.parse(await readFile(file, 'utf8')) as T;

function recordingOf(recordings: Record<string, Recording>, slug: string): Recording {
  const recording = recordings[slug];
  if (!recording) throw new Error(`recordings.json has no recording of "${slug}": run make-audio.mjs`);
  return recording;
}

const fileOf = ({ url, byteLength, durationSeconds }: Recording): AudioFileSeed => ({
  url,
  byteLength,
  durationSeconds,
});

/** The artwork the library's recordings share, unless one has its own. */
export async function libraryRecordingArtwork(dir = AUDIO_SEED_DIR): Promise<string> {
  return (await readJson<Recordings>(path.join(dir, 'recordings.json'))).artwork.library;
}

/** The show, its episodes and the library's recordings, each with what its MP3 measured. */
export async function readRecordingSeeds(dir = AUDIO_SEED_DIR): Promise<RecordingSeeds> {
  const [scripts, recordings] = await Promise.all([
    readJson<Scripts>(path.join(dir, 'scripts.json')),
    readJson<Recordings>(path.join(dir, 'recordings.json')),
  ]);
  return {
    show: { ...scripts.show, artworkUrl: recordings.artwork.podcast },
    episodes: scripts.episodes.map((episode) => {
      const recording = recordingOf(recordings.episodes, episode.slug);
      return {
        slug: episode.slug,
        number: episode.number,
        guid: episode.guid,
        title: episode.title,
        publishedAt: new Date(episode.publishedAt),
        summary: episode.summary,
        notes: episode.notes,
        audio: fileOf(recording),
        artworkUrl: recordings.artwork.podcast,
        chapters: recording.chapters,
        transcript: recording.transcript.map((line) => ({ ...line, speaker: episode.speaker })),
      };
    }),
    items: scripts.items.map((item) => ({
      slug: item.slug,
      title: item.title,
      kind: item.kind,
      speaker: item.speaker,
      recordedOn: item.recordedOn,
      summary: item.summary,
      topics: item.topics,
      audio: fileOf(recordingOf(recordings.items, item.slug)),
      artworkUrl: recordings.artwork.library,
      addedAt: new Date(item.addedAt),
    })),
  };
}
