import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import {
  chaptersProblem,
  EPISODE_NEEDS_AUDIO_TEXT,
  type AdminEpisode,
  type AdminEpisodeInput,
  type AdminEpisodeRow,
  type Chapter,
} from '@site/contracts';
import type { Worded } from '@site/service-kit';
import { audioFile } from '../library/audio/audio-item-view.js';
import type { PodcastEpisodeEntity } from '../library/podcast/podcast-episode.entity.js';
import { episodePagePath } from '../library/podcast/podcast-paths.js';
import { PublicationError, publicationOf } from '../publishing/publication.js';
import { publicationWords } from '../publishing/publication-words.js';
import { SearchIndexService } from '../search/search-index.service.js';
import { AudioFileProblem, readEpisodeAudio } from '../uploads/episode-audio.js';
import { ArtworkProblem, podcastArtwork } from '../uploads/podcast-artwork.js';
import { AdminEpisodesRepository, type EpisodeFields, type EpisodeRow } from './admin-episodes.repository.js';
import type { EpisodeRef } from './episode-ref.js';
import { readTranscriptFile, TranscriptFileProblem } from './transcript-file.js';

/** How many transcript lines the editor shows, to say what was read. */
const TRANSCRIPT_PREVIEW_LINES = 3;

const UNIQUE_VIOLATION = '23505';

const slugConflict = (slug: string) =>
  new ConflictException(`Another episode already has the slug "${slug}". Choose another.`);

const toRow = (episode: PodcastEpisodeEntity, counts: Pick<EpisodeRow, 'transcriptLines' | 'chapterCount'>) => ({
  id: episode.id,
  slug: episode.slug,
  number: episode.number,
  title: episode.title,
  status: episode.status,
  publishedAt: episode.publishedAt?.toISOString() ?? null,
  durationSeconds: episode.durationSeconds,
  transcriptLines: counts.transcriptLines,
  chapterCount: counts.chapterCount,
  updatedAt: episode.updatedAt.toISOString(),
});

/** The author's episodes: written as drafts, given audio, artwork, chapters and a transcript, then sent out. */
@Injectable()
export class AdminEpisodesService {
  constructor(
    private readonly episodes: AdminEpisodesRepository,
    private readonly searchIndex: SearchIndexService,
  ) {}

  async list(): Promise<AdminEpisodeRow[]> {
    return (await this.episodes.list()).map((row) => toRow(row, row));
  }

  async get(ref: EpisodeRef): Promise<AdminEpisode> {
    return this.view(await this.found(ref));
  }

  async create(input: AdminEpisodeInput): Promise<Worded<AdminEpisode>> {
    if (await this.episodes.slugTaken(input.slug)) throw slugConflict(input.slug);
    const chapters = this.checkedChapters(input.chapters ?? [], null);
    const fields = this.fields(null, input);
    const id = await this.saving(input.slug, () => this.episodes.create(fields, chapters));
    await this.searchIndex.sync();
    return { value: await this.get({ id }), words: publicationWords(null, fields, input.title, 'episode') };
  }

  /** Saves the episode; a published one changes at once on its page, in the feed and in search. */
  async update(ref: EpisodeRef, input: AdminEpisodeInput): Promise<Worded<AdminEpisode>> {
    const before = await this.found(ref);
    const { id } = before;
    if (await this.episodes.slugTaken(input.slug, id)) throw slugConflict(input.slug);
    const chapters = input.chapters && this.checkedChapters(input.chapters, before.durationSeconds);
    const fields = this.fields(before, input);
    await this.saving(input.slug, () => this.episodes.update(id, fields, chapters));
    await this.searchIndex.sync();
    return { value: await this.get({ id }), words: publicationWords(before, fields, input.title, 'episode') };
  }

  async remove(ref: EpisodeRef): Promise<string> {
    const episode = await this.found(ref);
    await this.episodes.remove(episode.id);
    await this.searchIndex.sync();
    return `deleted the episode “${episode.title}”`;
  }

  /** The audio's type and length are read from its bytes; the feed gives them to podcast apps at once. */
  async setAudio(ref: EpisodeRef, bytes: Buffer): Promise<Worded<AdminEpisode>> {
    const episode = await this.found(ref);
    const audio = await this.refusing(AudioFileProblem, () => readEpisodeAudio(bytes));
    await this.episodes.setAudio(episode.id, { bytes, ...audio });
    await this.searchIndex.sync();
    return { value: await this.get({ id: episode.id }), words: `uploaded the audio of “${episode.title}”` };
  }

  async setArtwork(ref: EpisodeRef, bytes: Buffer | null): Promise<Worded<AdminEpisode>> {
    const episode = await this.found(ref);
    const artwork = bytes && (await this.refusing(ArtworkProblem, () => podcastArtwork(bytes)));
    await this.episodes.setArtwork(episode.id, artwork);
    const words = artwork ? `uploaded artwork for “${episode.title}”` : `gave “${episode.title}” the show’s artwork`;
    return { value: await this.get({ id: episode.id }), words };
  }

  /** The transcript's lines become the episode's: timed on its page and searchable. None removes it. */
  async setTranscript(ref: EpisodeRef, text: string | null): Promise<Worded<AdminEpisode>> {
    const episode = await this.found(ref);
    const lines = text === null ? [] : await this.refusing(TranscriptFileProblem, () => readTranscriptFile(text));
    await this.episodes.setTranscript(episode.id, lines);
    await this.searchIndex.sync();
    const words = text === null ? `removed the transcript of “${episode.title}”` : null;
    return {
      value: await this.get({ id: episode.id }),
      words: words ?? `uploaded the transcript of “${episode.title}”`,
    };
  }

  private async found(ref: EpisodeRef): Promise<PodcastEpisodeEntity> {
    const episode = await this.episodes.find(ref);
    if (!episode) throw new NotFoundException('Episode not found');
    return episode;
  }

  /** What a save writes: the publication the status asks for, refused when the episode cannot go out yet. */
  private fields(before: PodcastEpisodeEntity | null, input: AdminEpisodeInput): EpisodeFields {
    if (input.status !== 'draft' && !before?.audioUrl) throw new BadRequestException(EPISODE_NEEDS_AUDIO_TEXT);
    let publication;
    try {
      publication = publicationOf(before, input.status, input.publishAt, new Date());
    } catch (error) {
      if (error instanceof PublicationError) throw new BadRequestException(error.message);
      throw error;
    }
    return {
      slug: input.slug,
      title: input.title,
      summary: input.summary,
      notes: input.notes,
      explicit: input.explicit ?? before?.explicit ?? false,
      status: publication.status,
      publishedAt: publication.publishedAt,
    };
  }

  private checkedChapters(chapters: Chapter[], durationSeconds: number | null): Chapter[] {
    const sorted = [...chapters].sort((a, b) => a.startSeconds - b.startSeconds);
    const problem = chaptersProblem(sorted, durationSeconds);
    if (problem) throw new BadRequestException(problem);
    return sorted;
  }

  /** Runs a reading of an upload; its own kind of problem is the author's 400, with its message. */
  private async refusing<T>(problem: new (...args: never[]) => Error, read: () => T | Promise<T>): Promise<T> {
    try {
      return await read();
    } catch (error) {
      if (error instanceof problem) throw new BadRequestException(error.message);
      throw error;
    }
  }

  /** A save that lost a race for its slug is the same conflict as one that saw it taken. */
  private async saving<T>(slug: string, save: () => Promise<T>): Promise<T> {
    try {
      return await save();
    } catch (error) {
      if ((error as { driverError?: { code?: string } }).driverError?.code === UNIQUE_VIOLATION)
        throw slugConflict(slug);
      throw error;
    }
  }

  private view(episode: PodcastEpisodeEntity): AdminEpisode {
    const { audioUrl, audioBytes, durationSeconds, audioType } = episode;
    return {
      ...toRow(episode, { transcriptLines: episode.transcript.length, chapterCount: episode.chapters.length }),
      summary: episode.summary,
      notes: episode.notes,
      explicit: episode.explicit,
      audio:
        audioUrl !== null && audioBytes !== null && durationSeconds !== null
          ? audioFile(audioUrl, audioBytes, durationSeconds, audioType)
          : null,
      artworkUrl: episode.artworkUrl,
      chapters: episode.chapters.map(({ startSeconds, title }) => ({ startSeconds, title })),
      transcriptPreview: episode.transcript.slice(0, TRANSCRIPT_PREVIEW_LINES).map((line) => line.text),
      path: episodePagePath(episode.slug),
    };
  }
}
