import type { AudioFile, AudioItem, AudioType } from '@site/contracts';
import type { AudioItemEntity } from './audio-item.entity.js';

/** A recording as the API describes it. */
export const audioFile = (
  url: string,
  byteLength: number,
  durationSeconds: number,
  type: AudioType = 'audio/mpeg',
): AudioFile => ({
  url,
  type,
  byteLength,
  durationSeconds,
});

/** The item's recording, or null for a draft whose audio is not uploaded yet. */
export const audioItemFile = (item: AudioItemEntity): AudioFile | null =>
  item.audioUrl !== null && item.audioBytes !== null && item.durationSeconds !== null
    ? audioFile(item.audioUrl, item.audioBytes, item.durationSeconds, item.audioType)
    : null;

/** A published item as readers get it; published items have their audio (a CHECK of the table). */
export function audioItemView(item: AudioItemEntity): AudioItem {
  const audio = audioItemFile(item);
  if (!audio) throw new Error(`The recording "${item.slug}" has no audio to offer readers.`);
  return {
    slug: item.slug,
    title: item.title,
    kind: item.kind,
    speaker: item.speaker,
    recordedOn: item.recordedOn,
    summary: item.summary,
    topics: item.topics,
    audio,
    artworkUrl: item.artworkUrl,
    addedAt: item.addedAt.toISOString(),
  };
}
