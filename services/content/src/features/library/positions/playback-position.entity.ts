import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Where one signed-in listener stopped in one recording. */
@Entity({ name: 'playback_positions' })
export class PlaybackPositionEntity {
  /** The identity service's user id, as the gateway vouches for it. */
  @PrimaryColumn({ name: 'user_id', type: 'integer' })
  userId: number;

  /** `episode:<slug>` or `audio:<slug>`. */
  @PrimaryColumn({ name: 'media_key', type: 'varchar', length: 210 })
  mediaKey: string;

  @Column({ type: 'double precision' })
  seconds: number;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
