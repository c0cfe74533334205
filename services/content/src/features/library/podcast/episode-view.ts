import type { Episode, EpisodeSummary } from '@site/contracts';
import { audioFile } from '../audio/audio-item-view.js';
import type { PodcastEpisodeEntity } from './podcast-episode.entity.js';
import { chaptersPath, transcriptPath } from './podcast-paths.js';

export const episodeSummaryView = (episode: PodcastEpisodeEntity): EpisodeSummary => ({
  id: episode.id,
  slug: episode.slug,
  number: episode.number,
  title: episode.title,
  publishedAt: episode.publishedAt.toISOString(),
  summary: episode.summary,
  audio: audioFile(episode.audioUrl, episode.audioBytes, episode.durationSeconds),
});

/** An episode in full; its relations must be loaded in order. */
export const episodeView = (episode: PodcastEpisodeEntity, notesHtml: string): Episode => ({
  ...episodeSummaryView(episode),
  notesHtml,
  chapters: episode.chapters.map(({ startSeconds, title }) => ({ startSeconds, title })),
  transcript: episode.transcript.map(({ startSeconds, endSeconds, speaker, text }) => ({
    startSeconds,
    endSeconds,
    speaker,
    text,
  })),
  transcriptUrl: transcriptPath(episode.slug),
  chaptersUrl: chaptersPath(episode.slug),
  artworkUrl: episode.artworkUrl,
});
