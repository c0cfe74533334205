import type { Theme } from '@site/contracts';
import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** A reader's display choices; no row means the defaults. */
@Entity({ name: 'user_preferences' })
export class PreferencesEntity {
  @PrimaryColumn({ name: 'user_id', type: 'integer' })
  userId: number;

  @Column({ type: 'varchar', length: 8 })
  theme: Theme;

  @Column({ name: 'reduced_motion', type: 'boolean' })
  reducedMotion: boolean;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
