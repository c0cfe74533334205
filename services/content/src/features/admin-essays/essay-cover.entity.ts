import { Column, Entity, PrimaryColumn } from 'typeorm';

/** An essay's cover, kept in the database so every replica serves it; its file name holds a hash of the bytes. */
@Entity({ name: 'essay_covers' })
export class EssayCoverEntity {
  /** `<essay id>-<hash>.webp`. */
  @PrimaryColumn({ type: 'varchar', length: 120 })
  file: string;

  @Column({ name: 'essay_id', type: 'integer' })
  essayId: number;

  @Column({ type: 'bytea' })
  bytes: Buffer;

  @Column({ type: 'integer' })
  width: number;

  @Column({ type: 'integer' })
  height: number;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;
}
