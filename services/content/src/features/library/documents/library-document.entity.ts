import type { DocumentFormat, DocumentOutlineEntry } from '@site/contracts';
import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity({ name: 'library_documents' })
export class LibraryDocumentEntity {
  /** The address's last segment: /library/document/<name>. */
  @PrimaryColumn({ type: 'varchar', length: 120 })
  name: string;

  @Column({ type: 'varchar', length: 300 })
  title: string;

  /** One or two sentences for the page's head. */
  @Column({ type: 'text' })
  description: string;

  @Column({ type: 'varchar', length: 10 })
  format: DocumentFormat;

  /** The file under media/documents/; its name carries a content hash, so it may be cached for good. */
  @Column({ name: 'file_name', type: 'varchar', length: 200 })
  fileName: string;

  @Column({ name: 'byte_length', type: 'integer' })
  byteLength: number;

  /** PDFs only. */
  @Column({ name: 'page_count', type: 'integer', nullable: true })
  pageCount: number | null;

  /** Markdown only: the source, rendered on read by the service's renderer. */
  @Column({ type: 'text', nullable: true })
  body: string | null;

  @Column({ type: 'jsonb', default: () => "'[]'" })
  outline: DocumentOutlineEntry[];

  @Column({ name: 'added_at', type: 'timestamptz' })
  addedAt: Date;
}
