import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A finished game of a signed-in player: a time (timed games) or a score (space-invaders), never both. */
@Entity({ name: 'game_results' })
export class GameResultEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'user_id', type: 'integer' })
  userId: number;

  @Column({ type: 'varchar', length: 30 })
  game: string;

  @Column({ type: 'varchar', length: 50 })
  level: string;

  @Column({ name: 'time_ms', type: 'integer', nullable: true })
  timeMs: number | null;

  @Column({ type: 'integer', nullable: true })
  score: number | null;

  /** The puzzle's seed, kept for the record only. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  seed: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
