import type { AdminEpisode, AdminEpisodeRow, AdminPodcastShowView, AudioFile } from '@site/contracts';

export const SHOW: AdminPodcastShowView = {
  title: 'Slow Thoughts',
  description: 'Short spoken episodes on philosophy and mathematics.',
  author: 'Ada Writer',
  ownerName: 'Ada Writer',
  ownerEmail: 'ada@example.com',
  language: 'en',
  category: 'Society & Culture',
  subcategory: 'Philosophy',
  explicit: false,
  artworkUrl: '/media/podcast/artwork.jpg',
};

export const row = (
  id: number,
  number: number,
  title: string,
  fields: Partial<AdminEpisodeRow> = {},
): AdminEpisodeRow => ({
  id,
  slug: title.toLowerCase().replace(/\W+/g, '-'),
  number,
  title,
  status: 'draft',
  publishedAt: null,
  durationSeconds: null,
  transcriptLines: 0,
  chapterCount: 0,
  updatedAt: '2026-11-23T08:00:00.000Z',
  ...fields,
});

/** 48.2 MB and 42:17 long, as the service reads them from the file. */
export const AUDIO: AudioFile = {
  url: '/media/podcast/on-doubt.mp3',
  type: 'audio/mpeg',
  byteLength: 50_541_363,
  durationSeconds: 2537,
};

/** A draft without audio, artwork, chapters or transcript: as it is just after it was created. */
export const EPISODE: AdminEpisode = {
  ...row(31, 3, 'On Doubt', { slug: 'on-doubt' }),
  summary: 'Why doubt helps.',
  notes: 'Notes.\n',
  explicit: false,
  audio: null,
  artworkUrl: null,
  chapters: [],
  transcriptPreview: [],
  path: '/podcast/episode/on-doubt',
};

export const WITH_AUDIO: AdminEpisode = { ...EPISODE, audio: AUDIO, durationSeconds: AUDIO.durationSeconds };
