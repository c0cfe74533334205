import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * An image of the author's library. Its sizes are media files (`/media/images/<id>-<hash>-<width>.webp`), kept in
 * the database so every replica serves them.
 */
@Entity({ name: 'media_images' })
export class MediaImageEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 300 })
  alt: string;

  @Column({ name: 'original_name', type: 'varchar', length: 255 })
  originalName: string;

  @Column({ type: 'integer' })
  width: number;

  @Column({ type: 'integer' })
  height: number;

  /** Of the upload's bytes: part of each size's name, which therefore never changes. */
  @Column({ type: 'char', length: 16 })
  hash: string;

  /** The widths stored, narrowest first. */
  @Column({ type: 'integer', array: true })
  widths: number[];

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
