import { Injectable } from '@nestjs/common';
import type { AudioKind, AudioType, RecordingStatus } from '@site/contracts';
import { DataSource } from 'typeorm';
import { AudioItemEntity } from '../library/audio/audio-item.entity.js';
import { bytesHash, dropIfUnused, storeOnce } from './library-media.js';

/** Uploaded recordings and their artwork live beside the shipped ones, under /media/audio/. */
const AUDIO_MEDIA = 'audio';

/** The fields an editor's save writes. */
export interface RecordingFields {
  slug: string;
  title: string;
  kind: AudioKind;
  speaker: string;
  recordedOn: string;
  summary: string;
  topics: string[];
  status: RecordingStatus;
}

/** An audio file read from an upload. */
export interface RecordingAudioFile {
  bytes: Uint8Array;
  extension: string;
  type: AudioType;
  durationSeconds: number;
}

/** A file's name under /media/audio/: what it belongs to and a hash of its bytes. */
const fileName = (owner: string, bytes: Uint8Array, extension: string) =>
  `${owner}-${bytesHash(bytes, 10)}.${extension}`;

/** The library's lectures and readings as the author edits them, drafts included. */
@Injectable()
export class AdminRecordingsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Every recording, the most recently added first. */
  list(): Promise<AudioItemEntity[]> {
    return this.dataSource.manager.find(AudioItemEntity, { order: { addedAt: 'DESC', id: 'DESC' } });
  }

  find(ref: { id: number } | { slug: string }): Promise<AudioItemEntity | null> {
    return this.dataSource.manager.findOneBy(AudioItemEntity, ref);
  }

  async slugTaken(slug: string, exceptId?: number): Promise<boolean> {
    const found = await this.dataSource.manager.findOne(AudioItemEntity, { where: { slug }, select: { id: true } });
    return found !== null && found.id !== exceptId;
  }

  /** A new recording, without audio yet, shown with the library's artwork. */
  async create(fields: RecordingFields, artworkUrl: string): Promise<number> {
    const now = new Date();
    const { id } = await this.dataSource.manager.save(AudioItemEntity, {
      ...fields,
      artworkUrl,
      audioUrl: null,
      audioBytes: null,
      durationSeconds: null,
      addedAt: now,
      updatedAt: now,
    });
    return id;
  }

  async update(id: number, fields: RecordingFields): Promise<void> {
    await this.dataSource.manager.update(AudioItemEntity, { id }, { ...fields, updatedAt: new Date() });
  }

  /** Stores the audio and points the recording at it; the file it replaces goes unless something else uses it. */
  setAudio(id: number, audio: RecordingAudioFile): Promise<void> {
    return this.dataSource.transaction(async (manager) => {
      const before = await manager.findOneByOrFail(AudioItemEntity, { id });
      const name = { kind: AUDIO_MEDIA, file: fileName(`recording-${id}`, audio.bytes, audio.extension) };
      const audioUrl = await storeOnce(manager, name, audio.bytes);
      await manager.update(
        AudioItemEntity,
        { id },
        {
          audioUrl,
          audioType: audio.type,
          audioBytes: audio.bytes.length,
          durationSeconds: audio.durationSeconds,
          updatedAt: new Date(),
        },
      );
      await dropIfUnused(manager, before.audioUrl);
    });
  }

  /** Stores the recording's own artwork, or (`artwork` null) gives it `fallback`, the library's. */
  setArtwork(id: number, artwork: { bytes: Uint8Array; extension: string } | null, fallback: string): Promise<void> {
    return this.dataSource.transaction(async (manager) => {
      const before = await manager.findOneByOrFail(AudioItemEntity, { id });
      const artworkUrl = artwork
        ? await storeOnce(
            manager,
            { kind: AUDIO_MEDIA, file: fileName(`recording-${id}-art`, artwork.bytes, artwork.extension) },
            artwork.bytes,
          )
        : fallback;
      await manager.update(AudioItemEntity, { id }, { artworkUrl, updatedAt: new Date() });
      await dropIfUnused(manager, before.artworkUrl);
    });
  }

  /** Deletes the recording and the uploaded files only it used; answers whether there was one. */
  remove(id: number): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const item = await manager.findOneBy(AudioItemEntity, { id });
      if (!item) return false;
      await manager.delete(AudioItemEntity, { id });
      await dropIfUnused(manager, item.audioUrl);
      await dropIfUnused(manager, item.artworkUrl);
      return true;
    });
  }
}
