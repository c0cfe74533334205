import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** A reader's uploaded picture, already resized and stripped of metadata. */
@Entity({ name: 'avatars' })
export class AvatarEntity {
  @PrimaryColumn({ name: 'user_id', type: 'integer' })
  userId: number;

  /** Changes with every upload, so the picture's address changes and it can be cached for good. */
  @Column({ type: 'varchar', length: 32 })
  version: string;

  @Column({ type: 'bytea' })
  image: Buffer;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
