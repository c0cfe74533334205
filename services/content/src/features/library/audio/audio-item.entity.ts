import type { AudioKind, AudioType, RecordingStatus } from '@site/contracts';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A lecture or a reading in the library, with the recording it plays. A draft may lack its audio; readers see
 * published ones only, which have it (a CHECK of the table).
 */
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

  @Column({ type: 'varchar', length: 20, default: 'published' })
  status: RecordingStatus;

  /** Address of the MP3 or M4A under /media/audio; null until a draft's audio is uploaded. */
  @Column({ name: 'audio_url', type: 'varchar', length: 300, nullable: true })
  audioUrl: string | null;

  @Column({ name: 'audio_type', type: 'varchar', length: 40, default: 'audio/mpeg' })
  audioType: AudioType;

  @Column({ name: 'audio_bytes', type: 'integer', nullable: true })
  audioBytes: number | null;

  @Column({ name: 'duration_seconds', type: 'double precision', nullable: true })
  durationSeconds: number | null;

  @Column({ name: 'artwork_url', type: 'varchar', length: 300 })
  artworkUrl: string;

  @Column({ name: 'added_at', type: 'timestamptz' })
  addedAt: Date;

  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' })
  updatedAt: Date;
}
