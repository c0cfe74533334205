import type { AudioKind } from '@site/contracts';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A lecture or a reading in the library, with the MP3 it plays. */
@Entity({ name: 'audio_items' })
export class AudioItemEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 200, unique: true })
  slug: string;

  @Column({ type: 'varchar', length: 300 })
  title: string;

  /** Checked by the table. */
  @Column({ type: 'varchar', length: 10 })
  kind: AudioKind;

  @Column({ type: 'varchar', length: 200 })
  speaker: string;

  @Column({ name: 'recorded_on', type: 'date' })
  recordedOn: string;

  @Column({ type: 'text' })
  summary: string;

  /** Site topic names. */
  @Column({ type: 'text', array: true, default: () => "'{}'" })
  topics: string[];

  /** Address of the MP3 under /media/audio. */
  @Column({ name: 'audio_url', type: 'varchar', length: 300 })
  audioUrl: string;

  @Column({ name: 'audio_bytes', type: 'integer' })
  audioBytes: number;

  @Column({ name: 'duration_seconds', type: 'double precision' })
  durationSeconds: number;

  @Column({ name: 'artwork_url', type: 'varchar', length: 300 })
  artworkUrl: string;

  @Column({ name: 'added_at', type: 'timestamptz' })
  addedAt: Date;
}
