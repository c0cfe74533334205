import { Column, DeleteDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** One journal entry: kept in the database so every replica serves the same journal and an import reaches them all. */
@Entity({ name: 'journal_entries' })
export class JournalEntryEntity {
  /** The address's last segment (`2026-09-02-a-morning-with-fog`), and the seed file's name. */
  @PrimaryColumn({ type: 'varchar', length: 200 })
  id: string;

  @Column({ type: 'varchar', length: 300 })
  title: string;

  @Column({ type: 'date' })
  date: string;

  /** Site topic names. */
  @Column({ type: 'text', array: true, default: () => "'{}'" })
  topics: string[];

  /** Markdown. */
  @Column({ type: 'text' })
  body: string;

  /**
   * When the author deleted it in the admin area: reads leave it out, and the journal folder, read at every start
   * for entries never stored, does not bring it back.
   */
  @DeleteDateColumn({ name: 'deleted_at', type: 'timestamptz', nullable: true })
  deletedAt?: Date | null;
}
