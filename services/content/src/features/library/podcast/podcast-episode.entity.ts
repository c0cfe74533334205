import { Column, Entity, OneToMany, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { PodcastChapterEntity } from './podcast-chapter.entity.js';
import { PodcastTranscriptLineEntity } from './podcast-transcript-line.entity.js';

/** One episode of the podcast, with its show notes, chapters and transcript. */
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

  @Column({ name: 'published_at', type: 'timestamptz' })
  publishedAt: Date;

  @Column({ type: 'text' })
  summary: string;

  /** Show notes, markdown. */
  @Column({ type: 'text' })
  notes: string;

  @Column({ name: 'audio_url', type: 'varchar', length: 300 })
  audioUrl: string;

  @Column({ name: 'audio_bytes', type: 'integer' })
  audioBytes: number;

  @Column({ name: 'duration_seconds', type: 'double precision' })
  durationSeconds: number;

  @Column({ name: 'artwork_url', type: 'varchar', length: 300 })
  artworkUrl: string;

  @OneToMany(() => PodcastChapterEntity, (chapter) => chapter.episode, { cascade: ['insert'] })
  chapters: Relation<PodcastChapterEntity>[];

  @OneToMany(() => PodcastTranscriptLineEntity, (line) => line.episode, { cascade: ['insert'] })
  transcript: Relation<PodcastTranscriptLineEntity>[];
}
