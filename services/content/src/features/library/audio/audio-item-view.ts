import type { AudioFile, AudioItem } from '@site/contracts';
import type { AudioItemEntity } from './audio-item.entity.js';

/** An MP3 as the API describes it. */
export const audioFile = (url: string, byteLength: number, durationSeconds: number): AudioFile => ({
  url,
  type: 'audio/mpeg',
  byteLength,
  durationSeconds,
});

export const audioItemView = (item: AudioItemEntity): AudioItem => ({
  slug: item.slug,
  title: item.title,
  kind: item.kind,
  speaker: item.speaker,
  recordedOn: item.recordedOn,
  summary: item.summary,
  topics: item.topics,
  audio: audioFile(item.audioUrl, item.audioBytes, item.durationSeconds),
  artworkUrl: item.artworkUrl,
  addedAt: item.addedAt.toISOString(),
});
