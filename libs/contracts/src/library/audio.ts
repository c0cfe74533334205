/** The podcast's artwork is square, at least this many pixels a side (Apple's rule), and its card says so. */
export const PODCAST_ARTWORK_SIZE = 1400;

/** What a recording may be: MP3 or M4A (AAC), under the types Apple's podcast feeds name. */
export const AUDIO_TYPES = ['audio/mpeg', 'audio/x-m4a'] as const;
export type AudioType = (typeof AUDIO_TYPES)[number];

/** A recording the content service serves under /media/ with byte ranges. */
export interface AudioFile {
  url: string;
  type: AudioType;
  byteLength: number;
  durationSeconds: number;
}

export const AUDIO_KINDS = ['lecture', 'reading'] as const;
export type AudioKind = (typeof AUDIO_KINDS)[number];

/** One row of GET /api/library/audio: a lecture or a reading in the library. */
export interface AudioItem {
  slug: string;
  title: string;
  kind: AudioKind;
  speaker: string;
  /** ISO date (YYYY-MM-DD). */
  recordedOn: string;
  summary: string;
  topics: string[];
  audio: AudioFile;
  artworkUrl: string;
  /** ISO date-time. */
  addedAt: string;
}

/** A chapter of an episode, from its start to the next chapter's. */
export interface Chapter {
  startSeconds: number;
  title: string;
}

/** One timed line of an episode's transcript. */
export interface TranscriptLine {
  startSeconds: number;
  endSeconds: number;
  speaker: string | null;
  text: string;
}

/** The show as the feed and the podcast page describe it. */
export interface PodcastShow {
  title: string;
  description: string;
  author: string;
  /** BCP 47 language tag, e.g. 'en'. */
  language: string;
  /** The Apple Podcasts category. */
  category: string;
  artworkUrl: string;
  /** Absolute URL of /podcast/feed.xml. */
  feedUrl: string;
  ownerName: string;
}

/** One episode in the list of GET /api/podcast. */
export interface EpisodeSummary {
  id: number;
  slug: string;
  number: number;
  title: string;
  /** ISO date-time. */
  publishedAt: string;
  summary: string;
  audio: AudioFile;
}

/** GET /api/podcast/episodes/:idOrSlug. */
export interface Episode extends EpisodeSummary {
  /** The show notes as sanitised HTML, rendered by the content service. */
  notesHtml: string;
  chapters: Chapter[];
  transcript: TranscriptLine[];
  /** The transcript as WebVTT (/podcast/episodes/<slug>/transcript.vtt). */
  transcriptUrl: string;
  /** Podcasting 2.0 JSON chapters (/podcast/episodes/<slug>/chapters.json). */
  chaptersUrl: string;
  artworkUrl: string;
}

/** GET /api/podcast: the show and its episodes, newest first. */
export interface PodcastOverview {
  show: PodcastShow;
  episodes: EpisodeSummary[];
}
