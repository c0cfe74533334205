import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A post of an export that became an essay: by its source and id there, with a hash of what it held. */
@Entity({ name: 'imported_items' })
export class ImportedItemEntity {
  @PrimaryGeneratedColumn()
  id: number;

  /** `ghost`, `wordpress:<host>` or `markdown`: ids are unique only within one source. */
  @Column({ type: 'varchar', length: 200 })
  source: string;

  @Column({ name: 'source_id', type: 'varchar', length: 500 })
  sourceId: string;

  @Column({ name: 'essay_id', type: 'integer' })
  essayId: number;

  /** SHA-256 of the essay the post made: the same hash again means nothing changed there. */
  @Column({ name: 'content_hash', type: 'char', length: 64 })
  contentHash: string;

  @Column({ name: 'imported_at', type: 'timestamptz', default: () => 'now()' })
  importedAt: Date;
}
