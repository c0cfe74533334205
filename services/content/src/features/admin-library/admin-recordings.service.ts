import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import {
  libraryItemHref,
  RECORDING_NEEDS_AUDIO_TEXT,
  TOPIC_NAMES,
  type AdminRecording,
  type AdminRecordingInput,
  type AdminRecordingRow,
} from '@site/contracts';
import type { Worded } from '@site/service-kit';
import { audioItemFile } from '../library/audio/audio-item-view.js';
import type { AudioItemEntity } from '../library/audio/audio-item.entity.js';
import { libraryRecordingArtwork } from '../library/audio/recording-seeds.js';
import { SearchIndexService } from '../search/search-index.service.js';
import { AudioFileProblem, readEpisodeAudio } from '../uploads/episode-audio.js';
import { ArtworkProblem, podcastArtwork } from '../uploads/podcast-artwork.js';
import { AdminRecordingsRepository, type RecordingFields } from './admin-recordings.repository.js';
import { NO_RECORDING, type ItemRef } from './item-ref.js';

const UNIQUE_VIOLATION = '23505';

const slugConflict = (slug: string) =>
  new ConflictException(`Another recording already has the slug "${slug}". Choose another.`);

const toRow = (item: AudioItemEntity): AdminRecordingRow => ({
  id: item.id,
  slug: item.slug,
  title: item.title,
  kind: item.kind,
  speaker: item.speaker,
  recordedOn: item.recordedOn,
  status: item.status,
  durationSeconds: item.durationSeconds,
  updatedAt: item.updatedAt.toISOString(),
});

/** The audit log's words for a save: where the recording now stands, or that it was edited. */
function saveWords(before: AudioItemEntity, fields: RecordingFields): string {
  const named = `the recording “${fields.title}”`;
  if (before.status !== fields.status) return `${fields.status === 'published' ? 'published' : 'unpublished'} ${named}`;
  return `edited ${named}`;
}

/**
 * The author's lectures and readings (Castopod's episodes, for the library): written as drafts, given their audio
 * (its type and length read from the file) and artwork, then published, when readers find them at once.
 */
@Injectable()
export class AdminRecordingsService {
  private libraryArtwork: Promise<string> | undefined;

  constructor(
    private readonly recordings: AdminRecordingsRepository,
    private readonly searchIndex: SearchIndexService,
  ) {}

  async list(): Promise<AdminRecordingRow[]> {
    return (await this.recordings.list()).map(toRow);
  }

  async get(ref: ItemRef): Promise<AdminRecording> {
    return this.view(await this.found(ref));
  }

  /** A new recording has no audio, so it is a draft: publishing it is refused. */
  async create(input: AdminRecordingInput): Promise<Worded<AdminRecording>> {
    if (input.status !== 'draft') throw new BadRequestException(RECORDING_NEEDS_AUDIO_TEXT);
    if (await this.recordings.slugTaken(input.slug)) throw slugConflict(input.slug);
    const artwork = await this.defaultArtwork();
    const id = await this.saving(input.slug, () => this.recordings.create(fields(input), artwork));
    return { value: await this.get({ id }), words: `added the recording “${input.title}”` };
  }

  async update(ref: ItemRef, input: AdminRecordingInput): Promise<Worded<AdminRecording>> {
    const before = await this.found(ref);
    if (input.status === 'published' && before.audioUrl === null) {
      throw new BadRequestException(RECORDING_NEEDS_AUDIO_TEXT);
    }
    if (await this.recordings.slugTaken(input.slug, before.id)) throw slugConflict(input.slug);
    const saved = fields(input);
    await this.saving(input.slug, () => this.recordings.update(before.id, saved));
    await this.searchIndex.sync();
    return { value: await this.get({ id: before.id }), words: saveWords(before, saved) };
  }

  async remove(ref: ItemRef): Promise<string> {
    const item = await this.found(ref);
    await this.recordings.remove(item.id);
    await this.searchIndex.sync();
    return `deleted the recording “${item.title}”`;
  }

  /** The audio's type and length are read from its bytes; a published recording plays the new file at once. */
  async setAudio(ref: ItemRef, bytes: Buffer): Promise<Worded<AdminRecording>> {
    const item = await this.found(ref);
    const audio = await this.refusing(AudioFileProblem, () => readEpisodeAudio(bytes));
    await this.recordings.setAudio(item.id, { bytes, ...audio });
    return { value: await this.get({ id: item.id }), words: `uploaded the audio of “${item.title}”` };
  }

  /** Its own artwork (square, at least 1400 px, as the podcast's), or, with null, the library's again. */
  async setArtwork(ref: ItemRef, bytes: Buffer | null): Promise<Worded<AdminRecording>> {
    const item = await this.found(ref);
    const artwork = bytes && (await this.refusing(ArtworkProblem, () => podcastArtwork(bytes)));
    await this.recordings.setArtwork(item.id, artwork, await this.defaultArtwork());
    const words = artwork ? `uploaded artwork for “${item.title}”` : `gave “${item.title}” the library’s artwork`;
    return { value: await this.get({ id: item.id }), words };
  }

  /** The artwork the shipped recordings share (read once), which a recording shows until it has its own. */
  private defaultArtwork(): Promise<string> {
    this.libraryArtwork ??= libraryRecordingArtwork();
    return this.libraryArtwork;
  }

  private async found(ref: ItemRef): Promise<AudioItemEntity> {
    const item = await this.recordings.find(ref);
    if (!item) throw new NotFoundException(NO_RECORDING);
    return item;
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

  private async view(item: AudioItemEntity): Promise<AdminRecording> {
    return {
      ...toRow(item),
      summary: item.summary,
      topics: item.topics,
      audio: audioItemFile(item),
      artworkUrl: item.artworkUrl,
      ownArtwork: item.artworkUrl !== (await this.defaultArtwork()),
      addedAt: item.addedAt.toISOString(),
      path: libraryItemHref('audio', item.slug),
    };
  }
}

const fields = (input: AdminRecordingInput): RecordingFields => ({
  slug: input.slug,
  title: input.title,
  kind: input.kind,
  speaker: input.speaker,
  recordedOn: input.recordedOn,
  summary: input.summary,
  // In the site's order, once each.
  topics: TOPIC_NAMES.filter((topic) => input.topics.includes(topic)),
  status: input.status,
});
