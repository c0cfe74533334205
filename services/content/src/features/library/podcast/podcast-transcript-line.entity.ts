import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { PodcastEpisodeEntity } from './podcast-episode.entity.js';

/** One timed sentence of an episode's transcript. */
@Entity({ name: 'podcast_transcript_lines' })
export class PodcastTranscriptLineEntity {
  @PrimaryColumn({ name: 'episode_id', type: 'integer' })
  episodeId: number;

  /** Order within the episode, from 0. */
  @PrimaryColumn({ type: 'integer' })
  position: number;

  @Column({ name: 'start_seconds', type: 'double precision' })
  startSeconds: number;

  @Column({ name: 'end_seconds', type: 'double precision' })
  endSeconds: number;

  @Column({ type: 'varchar', length: 200, nullable: true })
  speaker: string | null;

  @Column({ type: 'text' })
  text: string;

  @ManyToOne(() => PodcastEpisodeEntity, (episode) => episode.transcript, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'episode_id' })
  episode: Relation<PodcastEpisodeEntity>;
}
