import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * A media file that arrived by import: the shipped folder is part of the read-only image and each replica has
 * its own, so imported bytes live here and the media route serves them after the folder's.
 */
@Entity({ name: 'media_files' })
export class MediaFileEntity {
  @PrimaryColumn({ type: 'varchar', length: 40 })
  kind: string;

  /** Its name carries a hash of the bytes: a file of this name never changes. */
  @PrimaryColumn({ type: 'varchar', length: 200 })
  file: string;

  @Column({ type: 'bytea', select: false })
  bytes: Buffer;

  @Column({ name: 'byte_length', type: 'integer' })
  byteLength: number;

  @Column({ name: 'content_type', type: 'varchar', length: 100 })
  contentType: string;

  /** A strong validator of the bytes, the same on every replica. */
  @Column({ type: 'varchar', length: 100 })
  etag: string;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;
}
