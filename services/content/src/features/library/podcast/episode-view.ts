import type { AudioFile, Episode, EpisodeSummary } from '@site/contracts';
import { audioFile } from '../audio/audio-item-view.js';
import type { PodcastEpisodeEntity } from './podcast-episode.entity.js';
import { chaptersPath, transcriptPath } from './podcast-paths.js';

/** The day and audio of an episode readers are given: a CHECK of the table makes sure a published one has both. */
export function outgoing(episode: PodcastEpisodeEntity): { publishedAt: Date; audio: AudioFile } {
  const { publishedAt, audioUrl, audioBytes, durationSeconds, audioType } = episode;
  if (!publishedAt || audioUrl === null || audioBytes === null || durationSeconds === null)
    throw new Error(`The episode "${episode.slug}" has no day or no audio`);
  return { publishedAt, audio: audioFile(audioUrl, audioBytes, durationSeconds, audioType) };
}

export const episodeSummaryView = (episode: PodcastEpisodeEntity): EpisodeSummary => {
  const { publishedAt, audio } = outgoing(episode);
  return {
    id: episode.id,
    slug: episode.slug,
    number: episode.number,
    title: episode.title,
    publishedAt: publishedAt.toISOString(),
    summary: episode.summary,
    audio,
  };
};

/** An episode in full; its relations must be loaded in order. Without artwork of its own it shows the show's. */
export const episodeView = (episode: PodcastEpisodeEntity, notesHtml: string, showArtworkUrl: string): Episode => ({
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
  artworkUrl: episode.artworkUrl ?? showArtworkUrl,
});
