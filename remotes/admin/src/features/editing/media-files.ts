import {
  EPISODE_AUDIO_MAX_BYTES,
  EPISODE_AUDIO_TOO_LARGE_TEXT,
  EPISODE_AUDIO_WRONG_TYPE_TEXT,
  PODCAST_ARTWORK_MAX_BYTES,
  PODCAST_ARTWORK_SIZE,
  PODCAST_ARTWORK_TOO_LARGE_TEXT,
  PODCAST_ARTWORK_WRONG_TYPE_TEXT,
  type AudioType,
} from '@site/contracts';

// Browsers name an M4A file in several ways, or not at all: its name says what it is as well.
const AUDIO_EXTENSIONS = ['.mp3', '.m4a'];
const AUDIO_MIME_TYPES = ['audio/mpeg', 'audio/mp4', 'audio/x-m4a'];
export const AUDIO_ACCEPT = [...AUDIO_EXTENSIONS, ...AUDIO_MIME_TYPES].join(',');

const ARTWORK_MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp'];
export const ARTWORK_ACCEPT = ARTWORK_MIME_TYPES.join(',');
export const ARTWORK_RULE_TEXT = `Square, at least ${PODCAST_ARTWORK_SIZE.toLocaleString('en-US')} pixels on each side: PNG, JPEG or WebP, at most ${PODCAST_ARTWORK_MAX_BYTES / 1024 / 1024} MB.`;

export const TRANSCRIPT_ACCEPT = '.vtt,.srt';

export const AUDIO_TYPE_NAMES: Record<AudioType, string> = { 'audio/mpeg': 'MP3', 'audio/x-m4a': 'M4A' };

/**
 * Why the service would refuse this recording, told before up to 200 MB are sent; undefined when it may go. The
 * service judges the type again by content, and reads the length.
 */
export function audioFileProblem(file: File): string | undefined {
  const name = file.name.toLowerCase();
  if (!AUDIO_MIME_TYPES.includes(file.type) && !AUDIO_EXTENSIONS.some((extension) => name.endsWith(extension))) {
    return EPISODE_AUDIO_WRONG_TYPE_TEXT;
  }
  if (file.size > EPISODE_AUDIO_MAX_BYTES) return EPISODE_AUDIO_TOO_LARGE_TEXT;
  return undefined;
}

/** Why the service would refuse this image, told before it is sent; its shape only the service measures. */
export function artworkFileProblem(file: File): string | undefined {
  if (!ARTWORK_MIME_TYPES.includes(file.type)) return PODCAST_ARTWORK_WRONG_TYPE_TEXT;
  if (file.size > PODCAST_ARTWORK_MAX_BYTES) return PODCAST_ARTWORK_TOO_LARGE_TEXT;
  return undefined;
}

/** A file's size in megabytes, to a tenth. */
export const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
