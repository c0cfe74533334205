import { Entity, PrimaryColumn } from 'typeorm';

/** One visitor's read of one essay on one day: the row that makes the view count once. */
@Entity({ name: 'essay_views' })
export class EssayViewEntity {
  @PrimaryColumn({ name: 'essay_id', type: 'integer' })
  essayId: number;

  /** The UTC day, YYYY-MM-DD. */
  @PrimaryColumn({ type: 'date' })
  day: string;

  /** A keyed hash of the visitor that changes every day (see visitor-key.ts). */
  @PrimaryColumn({ type: 'varchar', length: 64 })
  visitor: string;
}
