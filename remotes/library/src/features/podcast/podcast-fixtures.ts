import type { Episode, PodcastOverview } from '@site/contracts';

/** A show and episodes as the API answers them, for the podcast screens' tests. */
export const SHOW: PodcastOverview['show'] = {
  title: 'Commonplace Conversations',
  description: 'Short spoken pieces on philosophy, mathematics and science.',
  author: 'The author',
  language: 'en',
  category: 'Society & Culture',
  artworkUrl: '/media/podcast/artwork.png',
  feedUrl: 'https://commonplace.example/podcast/feed.xml',
  ownerName: 'The author',
};

export const EPISODE: Episode = {
  id: 2,
  slug: 'why-we-keep-notebooks',
  number: 2,
  title: 'Why We Keep Notebooks',
  publishedAt: '2026-05-04T08:00:00Z',
  summary: 'What a commonplace book does that memory cannot.',
  audio: { url: '/media/audio/notebooks.mp3', type: 'audio/mpeg', byteLength: 600_000, durationSeconds: 90 },
  notesHtml: '<p>Mentioned: <a href="/library/books#the-notebook">The Notebook</a>.</p>',
  chapters: [
    { startSeconds: 0, title: 'A habit older than print' },
    { startSeconds: 40, title: 'What the hand remembers' },
  ],
  transcript: [
    { startSeconds: 0, endSeconds: 6, speaker: 'Host', text: 'People kept notebooks long before they kept diaries.' },
    { startSeconds: 6.5, endSeconds: 14, speaker: 'Host', text: 'The commonplace book was a place for other voices.' },
    { startSeconds: 40, endSeconds: 52, speaker: null, text: 'Copying a line by hand slows the reader down.' },
  ],
  transcriptUrl: '/podcast/episodes/why-we-keep-notebooks/transcript.vtt',
  chaptersUrl: '/podcast/episodes/why-we-keep-notebooks/chapters.json',
  artworkUrl: '/media/podcast/artwork.png',
};

export const OVERVIEW: PodcastOverview = {
  show: SHOW,
  episodes: [
    {
      id: EPISODE.id,
      slug: EPISODE.slug,
      number: EPISODE.number,
      title: EPISODE.title,
      publishedAt: EPISODE.publishedAt,
      summary: EPISODE.summary,
      audio: EPISODE.audio,
    },
    {
      id: 1,
      slug: 'the-first-question',
      number: 1,
      title: 'The First Question',
      publishedAt: '2026-04-06T08:00:00Z',
      summary: 'Where wondering starts, and why it is worth keeping.',
      audio: { url: '/media/audio/first.mp3', type: 'audio/mpeg', byteLength: 500_000, durationSeconds: 75 },
    },
  ],
};
