import type { AudioType, EpisodeStatus } from '@site/contracts';
import { Column, Entity, OneToMany, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { PodcastChapterEntity } from './podcast-chapter.entity.js';
import { PodcastTranscriptLineEntity } from './podcast-transcript-line.entity.js';

/**
 * One episode of the podcast, with its show notes, chapters and transcript. A draft may lack its audio and its
 * day; a scheduled or published one has both (a CHECK of the table).
 */
@Entity({ name: 'podcast_episodes' })
export class PodcastEpisodeEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 200, unique: true })
  slug: string;

  @Column({ type: 'integer', unique: true })
  number: number;

  /** The feed's item guid: set once, never changed, so podcast apps never list an episode twice. */
  @Column({ type: 'varchar', length: 100, unique: true })
  guid: string;

  @Column({ type: 'varchar', length: 300 })
  title: string;

  @Column({ type: 'varchar', length: 20, default: 'published' })
  status: EpisodeStatus;

  /** When it was or will be published; null for a draft. */
  @Column({ name: 'published_at', type: 'timestamptz', nullable: true })
  publishedAt: Date | null;

  @Column({ type: 'text' })
  summary: string;

  /** Show notes, markdown. */
  @Column({ type: 'text' })
  notes: string;

  @Column({ type: 'boolean', default: false })
  explicit: boolean;

  @Column({ name: 'audio_url', type: 'varchar', length: 300, nullable: true })
  audioUrl: string | null;

  @Column({ name: 'audio_type', type: 'varchar', length: 40, default: 'audio/mpeg' })
  audioType: AudioType;

  @Column({ name: 'audio_bytes', type: 'integer', nullable: true })
  audioBytes: number | null;

  @Column({ name: 'duration_seconds', type: 'double precision', nullable: true })
  durationSeconds: number | null;

  /** Its own artwork; null shows the show's. */
  @Column({ name: 'artwork_url', type: 'varchar', length: 300, nullable: true })
  artworkUrl: string | null;

  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' })
  updatedAt: Date;

  @OneToMany(() => PodcastChapterEntity, (chapter) => chapter.episode, { cascade: ['insert'] })
  chapters: Relation<PodcastChapterEntity>[];

  @OneToMany(() => PodcastTranscriptLineEntity, (line) => line.episode, { cascade: ['insert'] })
  transcript: Relation<PodcastTranscriptLineEntity>[];
}
