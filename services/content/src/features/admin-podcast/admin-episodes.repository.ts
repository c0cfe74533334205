import { createHash, randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { AudioType, Chapter, EpisodeStatus, TranscriptLine } from '@site/contracts';
import { DataSource, In, type EntityManager } from 'typeorm';
import { MediaFileEntity } from '../library/media/media-file.entity.js';
import { mediaAddress, mediaNameOf, mediaTypeOf } from '../library/media/media-files.js';
import { PodcastChapterEntity } from '../library/podcast/podcast-chapter.entity.js';
import { PodcastEpisodeEntity } from '../library/podcast/podcast-episode.entity.js';
import { episodePagePath } from '../library/podcast/podcast-paths.js';
import { PodcastShowEntity } from '../library/podcast/podcast-show.entity.js';
import { PodcastTranscriptLineEntity } from '../library/podcast/podcast-transcript-line.entity.js';
import { scheduledPublicationWords } from '../publishing/publication-words.js';
import { publishDue, type Scheduled } from '../publishing/publish-due.js';
import { storeMedia } from '../transfer/media-store.js';

/** Episodes go out by themselves as essays do. */
const SCHEDULED_EPISODES: Scheduled = {
  entity: PodcastEpisodeEntity,
  lockKey: 'content:publish-scheduled-episodes',
  words: (title) => scheduledPublicationWords(title, 'episode'),
  pathOf: episodePagePath,
};

/** Uploaded podcast files live beside the shipped ones, under /media/podcast/. */
const PODCAST_MEDIA = 'podcast';

/** An episode as its editor lists it: the row with how many transcript lines and chapters it has. */
export type EpisodeRow = PodcastEpisodeEntity & { transcriptLines: number; chapterCount: number };

/** The fields an editor's save writes. */
export interface EpisodeFields {
  slug: string;
  title: string;
  summary: string;
  notes: string;
  explicit: boolean;
  status: EpisodeStatus;
  publishedAt: Date | null;
}

/** An audio file read from an upload. */
export interface EpisodeAudioFile {
  bytes: Uint8Array;
  extension: string;
  type: AudioType;
  durationSeconds: number;
}

/** A file's name under /media/podcast/: what it belongs to and a hash of its bytes, so it may be cached for a year. */
const podcastFileName = (owner: string, bytes: Uint8Array, extension: string) =>
  `${owner}-${createHash('sha256').update(bytes).digest('hex').slice(0, 10)}.${extension}`;

/** The episodes as the author edits them, drafts and scheduled ones included. */
@Injectable()
export class AdminEpisodesRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Every episode, newest number first, with its counts of transcript lines and chapters. */
  async list(): Promise<EpisodeRow[]> {
    const episodes = await this.dataSource.manager.find(PodcastEpisodeEntity, { order: { number: 'DESC' } });
    const counts: { id: number; transcriptLines: number; chapterCount: number }[] = await this.dataSource.query(
      `SELECT e.id,
              (SELECT count(*)::int FROM content.podcast_transcript_lines l WHERE l.episode_id = e.id) AS "transcriptLines",
              (SELECT count(*)::int FROM content.podcast_chapters c WHERE c.episode_id = e.id) AS "chapterCount"
       FROM content.podcast_episodes e`,
    );
    const byId = new Map(counts.map((row) => [row.id, row]));
    return episodes.map((episode) => ({
      ...episode,
      transcriptLines: byId.get(episode.id)?.transcriptLines ?? 0,
      chapterCount: byId.get(episode.id)?.chapterCount ?? 0,
    })) as EpisodeRow[];
  }

  /** The episode by id or slug in full (chapters and transcript in order), or null. */
  find(ref: { id: number } | { slug: string }): Promise<PodcastEpisodeEntity | null> {
    return this.dataSource.manager.findOne(PodcastEpisodeEntity, {
      where: ref,
      relations: { chapters: true, transcript: true },
      order: { chapters: { position: 'ASC' }, transcript: { position: 'ASC' } },
    });
  }

  async slugTaken(slug: string, exceptId?: number): Promise<boolean> {
    const found = await this.dataSource.manager.findOne(PodcastEpisodeEntity, {
      where: { slug },
      select: { id: true },
    });
    return found !== null && found.id !== exceptId;
  }

  /** Creates a draft, numbered after the last episode, with a guid podcast apps will know it by for ever. */
  create(fields: EpisodeFields, chapters: Chapter[]): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      // One numbering at a time: two authors' tabs saving at once must not take the same number.
      await manager.query('LOCK TABLE content.podcast_episodes IN SHARE ROW EXCLUSIVE MODE');
      const [{ next }]: { next: number }[] = await manager.query(
        'SELECT coalesce(max(number), 0) + 1 AS next FROM content.podcast_episodes',
      );
      const { id } = await manager.save(PodcastEpisodeEntity, {
        ...fields,
        number: next,
        guid: randomUUID(),
        updatedAt: new Date(),
      });
      await this.replaceChapters(manager, id, chapters);
      return id;
    });
  }

  update(id: number, fields: EpisodeFields, chapters: Chapter[] | undefined): Promise<void> {
    return this.dataSource.transaction(async (manager) => {
      await manager.update(PodcastEpisodeEntity, { id }, { ...fields, updatedAt: new Date() });
      if (chapters) await this.replaceChapters(manager, id, chapters);
    });
  }

  /** Stores the audio and points the episode at it; the file it replaces goes unless something else uses it. */
  setAudio(id: number, audio: EpisodeAudioFile): Promise<void> {
    return this.dataSource.transaction(async (manager) => {
      const before = await manager.findOneByOrFail(PodcastEpisodeEntity, { id });
      const audioUrl = await this.stored(manager, `episode-${id}`, audio.bytes, audio.extension);
      await manager.update(
        PodcastEpisodeEntity,
        { id },
        {
          audioUrl,
          audioType: audio.type,
          audioBytes: audio.bytes.length,
          durationSeconds: audio.durationSeconds,
          updatedAt: new Date(),
        },
      );
      await this.dropIfUnused(manager, before.audioUrl);
    });
  }

  /** Stores the episode's own artwork (or, with null, goes back to the show's). */
  setArtwork(id: number, artwork: { bytes: Uint8Array; extension: string } | null): Promise<void> {
    return this.dataSource.transaction(async (manager) => {
      const before = await manager.findOneByOrFail(PodcastEpisodeEntity, { id });
      const artworkUrl = artwork && (await this.stored(manager, `episode-${id}-art`, artwork.bytes, artwork.extension));
      await manager.update(PodcastEpisodeEntity, { id }, { artworkUrl, updatedAt: new Date() });
      await this.dropIfUnused(manager, before.artworkUrl);
    });
  }

  /** Replaces the transcript with these lines (none removes it). */
  setTranscript(id: number, lines: TranscriptLine[]): Promise<void> {
    return this.dataSource.transaction(async (manager) => {
      await manager.delete(PodcastTranscriptLineEntity, { episodeId: id });
      // In slices: PostgreSQL takes at most 65,535 parameters in one statement, and a line has six.
      for (let start = 0; start < lines.length; start += 5000) {
        await manager.insert(
          PodcastTranscriptLineEntity,
          lines.slice(start, start + 5000).map((line, index) => ({ ...line, position: start + index, episodeId: id })),
        );
      }
      await manager.update(PodcastEpisodeEntity, { id }, { updatedAt: new Date() });
    });
  }

  /** Deletes the episode and the uploaded files only it used; answers whether there was one. */
  remove(id: number): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const episode = await manager.findOne(PodcastEpisodeEntity, { where: { id } });
      if (!episode) return false;
      await manager.delete(PodcastEpisodeEntity, { id });
      await this.dropIfUnused(manager, episode.audioUrl);
      await this.dropIfUnused(manager, episode.artworkUrl);
      return true;
    });
  }

  /** Stores the show's artwork; answers its address. The show's settings row must exist. */
  async setShowArtwork(bytes: Uint8Array, extension: string): Promise<string> {
    return this.dataSource.transaction(async (manager) => {
      const before = await manager.findOneByOrFail(PodcastShowEntity, { id: 1 });
      const artworkUrl = await this.stored(manager, 'show-art', bytes, extension);
      await manager.update(PodcastShowEntity, { id: 1 }, { artworkUrl, updatedAt: new Date() });
      await this.dropIfUnused(manager, before.artworkUrl);
      return artworkUrl;
    });
  }

  saveShow(settings: Omit<PodcastShowEntity, 'id' | 'updatedAt'>): Promise<void> {
    return this.dataSource.manager
      .upsert(PodcastShowEntity, { id: 1, ...settings, updatedAt: new Date() }, ['id'])
      .then(() => undefined);
  }

  /** Publishes the scheduled episodes whose time has come; answers their ids. */
  publishDue(now: Date): Promise<number[]> {
    return this.dataSource.transaction((manager) => publishDue(manager, SCHEDULED_EPISODES, now));
  }

  private async replaceChapters(manager: EntityManager, episodeId: number, chapters: Chapter[]): Promise<void> {
    await manager.delete(PodcastChapterEntity, { episodeId });
    if (chapters.length === 0) return;
    await manager.insert(
      PodcastChapterEntity,
      chapters.map(({ startSeconds, title }, position) => ({ episodeId, position, startSeconds, title })),
    );
  }

  /** Stores the bytes under a name of their own (once: the same bytes are the same file); answers the address. */
  private async stored(manager: EntityManager, owner: string, bytes: Uint8Array, extension: string): Promise<string> {
    const name = { kind: PODCAST_MEDIA, file: podcastFileName(owner, bytes, extension) };
    const contentType = mediaTypeOf(name.file);
    if (!contentType) throw new Error(`No media type is known for .${extension}`);
    if (!(await manager.existsBy(MediaFileEntity, name))) await storeMedia(manager, name, bytes, contentType);
    return mediaAddress(name);
  }

  /**
   * Deletes an uploaded file no episode, recording or show points at any more. Shipped files (in the image, not
   * the database) are never touched.
   */
  private async dropIfUnused(manager: EntityManager, address: string | null): Promise<void> {
    const name = address ? mediaNameOf(address) : null;
    if (!address || !name) return;
    const [{ used }]: { used: boolean }[] = await manager.query(
      `SELECT EXISTS (SELECT 1 FROM content.podcast_episodes WHERE audio_url = $1 OR artwork_url = $1)
           OR EXISTS (SELECT 1 FROM content.audio_items WHERE audio_url = $1 OR artwork_url = $1)
           OR EXISTS (SELECT 1 FROM content.podcast_show WHERE artwork_url = $1) AS used`,
      [address],
    );
    if (!used) await manager.delete(MediaFileEntity, { kind: name.kind, file: In([name.file]) });
  }
}
