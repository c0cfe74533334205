import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { DocumentOutlineEntry } from '@site/contracts';
import { Repository } from 'typeorm';
import { LibraryDocumentEntity } from './library-document.entity.js';

/** A document as the seed stores it: the markdown outline already worked out from the rendered headings. */
export type StoredDocument = Omit<LibraryDocumentEntity, 'addedAt'> & {
  addedAt: string;
  outline: DocumentOutlineEntry[];
};

@Injectable()
export class DocumentsRepository {
  constructor(@InjectRepository(LibraryDocumentEntity) private readonly documents: Repository<LibraryDocumentEntity>) {}

  /**
   * Writes the shipped documents, replacing stored ones of the same name (a regenerated file gets a new name), but
   * for a document whose PDF the author uploaded in the admin area: that one is theirs now.
   */
  async upsert(seeds: StoredDocument[]): Promise<void> {
    const uploaded: { name: string }[] = await this.documents.query(
      `SELECT d.name FROM content.library_documents d
       JOIN content.media_files m ON m.kind = 'documents' AND m.file = d.file_name`,
    );
    const theirs = new Set(uploaded.map((row) => row.name));
    const shipped = seeds.filter((seed) => !theirs.has(seed.name));
    if (shipped.length === 0) return;
    await this.documents.upsert(
      shipped.map((seed) => ({ ...seed, addedAt: new Date(seed.addedAt) })),
      ['name'],
    );
  }

  /** Every document without its markdown source, newest first. */
  list(): Promise<LibraryDocumentEntity[]> {
    return this.documents.find({
      select: {
        name: true,
        title: true,
        description: true,
        format: true,
        fileName: true,
        byteLength: true,
        pageCount: true,
        outline: true,
        addedAt: true,
      },
      order: { addedAt: 'DESC', name: 'ASC' },
    });
  }

  /** Every document's name and the day it entered the library, for the sitemap. */
  async dates(): Promise<{ name: string; lastmod: string }[]> {
    const rows = await this.documents.find({ select: { name: true, addedAt: true }, order: { name: 'ASC' } });
    return rows.map((row) => ({ name: row.name, lastmod: row.addedAt.toISOString().slice(0, 10) }));
  }

  find(name: string): Promise<LibraryDocumentEntity | null> {
    return this.documents.findOne({ where: { name } });
  }

  /** The files of these documents, by name, for the papers that link to them. */
  async files(names: string[]): Promise<Map<string, Pick<LibraryDocumentEntity, 'format' | 'fileName'>>> {
    if (names.length === 0) return new Map();
    const rows = await this.documents
      .createQueryBuilder('document')
      .select(['document.name', 'document.format', 'document.fileName'])
      .where('document.name IN (:...names)', { names })
      .getMany();
    return new Map(rows.map((row) => [row.name, row]));
  }
}
