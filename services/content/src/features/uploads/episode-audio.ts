import { EPISODE_AUDIO_UNREADABLE_TEXT, EPISODE_AUDIO_WRONG_TYPE_TEXT, type AudioType } from '@site/contracts';
import { fileTypeFromBuffer } from 'file-type';
import { parseBuffer } from 'music-metadata';

/** An audio upload that cannot be an episode's: its message is the author's to read. */
export class AudioFileProblem extends Error {}

/** What the file says of itself: its type, the extension it is stored under, and its length. */
export interface EpisodeAudio {
  type: AudioType;
  extension: 'mp3' | 'm4a';
  durationSeconds: number;
}

/** The types an episode may be, by what file-type reads from the bytes (never by the name the file came with). */
const ACCEPTED: Readonly<Record<string, Omit<EpisodeAudio, 'durationSeconds'>>> = {
  mp3: { type: 'audio/mpeg', extension: 'mp3' },
  m4a: { type: 'audio/x-m4a', extension: 'm4a' },
};

/**
 * The type and length of an episode's audio, read from its bytes: an MP3 or an M4A (AAC in MP4), its length
 * counted from the frames where the header does not give it. Throws `AudioFileProblem` for anything else.
 */
export async function readEpisodeAudio(bytes: Uint8Array): Promise<EpisodeAudio> {
  const detected = await fileTypeFromBuffer(bytes);
  const accepted = detected && Object.hasOwn(ACCEPTED, detected.ext) ? ACCEPTED[detected.ext] : undefined;
  if (!accepted) throw new AudioFileProblem(EPISODE_AUDIO_WRONG_TYPE_TEXT);
  let durationSeconds: number | undefined;
  try {
    ({ duration: durationSeconds } = (
      await parseBuffer(bytes, { mimeType: accepted.type }, { duration: true })
    ).format);
  } catch {
    throw new AudioFileProblem(EPISODE_AUDIO_UNREADABLE_TEXT);
  }
  if (durationSeconds === undefined || !Number.isFinite(durationSeconds) || durationSeconds <= 0)
    throw new AudioFileProblem(EPISODE_AUDIO_UNREADABLE_TEXT);
  return { ...accepted, durationSeconds: Math.round(durationSeconds * 1000) / 1000 };
}
