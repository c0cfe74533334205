import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { PodcastEpisodeEntity } from './podcast-episode.entity.js';

/** A chapter of an episode: it runs from its start to the next one's. */
@Entity({ name: 'podcast_chapters' })
export class PodcastChapterEntity {
  @PrimaryColumn({ name: 'episode_id', type: 'integer' })
  episodeId: number;

  /** Order within the episode, from 0. */
  @PrimaryColumn({ type: 'integer' })
  position: number;

  @Column({ name: 'start_seconds', type: 'double precision' })
  startSeconds: number;

  @Column({ type: 'varchar', length: 300 })
  title: string;

  @ManyToOne(() => PodcastEpisodeEntity, (episode) => episode.chapters, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'episode_id' })
  episode: Relation<PodcastEpisodeEntity>;
}
