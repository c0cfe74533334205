import { Injectable } from '@nestjs/common';
import type { PaperAuthor, PaperKind } from '@site/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { PaperEntity } from '../library/academic/paper.entity.js';
import { LibraryDocumentEntity } from '../library/documents/library-document.entity.js';
import { mediaAddress } from '../library/media/media-files.js';
import { bytesHash, dropIfUnused, storeOnce } from './library-media.js';
import { documentDescription, documentNamesFor } from './paper-document.js';

/** Uploaded PDFs live beside the shipped documents, under /media/documents/. */
const DOCUMENTS_MEDIA = 'documents';

/** The fields an editor's save writes. */
export interface PaperFields {
  slug: string;
  kind: PaperKind;
  title: string;
  authors: PaperAuthor[];
  venue: string;
  publishedOn: string;
  abstract: string;
  doi: string | null;
  url: string | null;
  topics: string[];
}

/** A PDF read from an upload. */
export interface PaperPdf {
  bytes: Uint8Array;
  pageCount: number | null;
}

/** The search column's plain words for the authors (see PaperEntity.authorNames). */
const authorNames = (authors: PaperAuthor[]) => authors.map(({ given, family }) => `${given} ${family}`).join('; ');

const documentAddress = (fileName: string) => mediaAddress({ kind: DOCUMENTS_MEDIA, file: fileName });

/** The papers and lecture notes as the author edits them, with the documents that hold their full text. */
@Injectable()
export class AdminPapersRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Every paper with its document, newest first. */
  list(): Promise<PaperEntity[]> {
    return this.dataSource.manager.find(PaperEntity, {
      relations: { document: true },
      order: { publishedOn: 'DESC', id: 'DESC' },
    });
  }

  /** The paper by id or slug, with its document, or null. */
  find(ref: { id: number } | { slug: string }): Promise<PaperEntity | null> {
    return this.dataSource.manager.findOne(PaperEntity, { where: ref, relations: { document: true } });
  }

  async slugTaken(slug: string, exceptId?: number): Promise<boolean> {
    const found = await this.dataSource.manager.findOne(PaperEntity, { where: { slug }, select: { id: true } });
    return found !== null && found.id !== exceptId;
  }

  async create(fields: PaperFields): Promise<number> {
    const { id } = await this.dataSource.manager.save(PaperEntity, {
      ...fields,
      authorNames: authorNames(fields.authors),
      documentName: null,
      addedAt: new Date(),
    });
    return id;
  }

  /** Saves the paper; its document, which readers see under the paper's title, takes the new title too. */
  update(id: number, fields: PaperFields): Promise<void> {
    return this.dataSource.transaction(async (manager) => {
      await manager.update(PaperEntity, { id }, { ...fields, authorNames: authorNames(fields.authors) });
      const { documentName } = await manager.findOneByOrFail(PaperEntity, { id });
      if (documentName) await manager.update(LibraryDocumentEntity, { name: documentName }, { title: fields.title });
    });
  }

  /**
   * Makes the PDF the paper's full text: its document's file is replaced (a markdown one becomes a PDF), or a new
   * document is made, named after the paper. The file it replaces goes unless something else uses it.
   */
  setPdf(id: number, pdf: PaperPdf): Promise<void> {
    return this.dataSource.transaction(async (manager) => {
      const paper = await manager.findOneByOrFail(PaperEntity, { id });
      const before = paper.documentName
        ? await manager.findOneBy(LibraryDocumentEntity, { name: paper.documentName })
        : null;
      const name = before?.name ?? (await this.freeDocumentName(manager, paper));
      const fileName = `${name}.${bytesHash(pdf.bytes, 8)}.pdf`;
      await storeOnce(manager, { kind: DOCUMENTS_MEDIA, file: fileName }, pdf.bytes);
      await manager.save(LibraryDocumentEntity, {
        name,
        title: paper.title,
        description: before?.description ?? documentDescription(paper.abstract),
        format: 'pdf',
        fileName,
        byteLength: pdf.bytes.length,
        pageCount: pdf.pageCount,
        body: null,
        // Bookmarks are not read from uploads; the reader pages through the file.
        outline: [],
        addedAt: before?.addedAt ?? new Date(),
      });
      if (!before) await manager.update(PaperEntity, { id }, { documentName: name });
      if (before && before.fileName !== fileName) await dropIfUnused(manager, documentAddress(before.fileName));
    });
  }

  /** Deletes the paper with the document only it named (and that document's uploaded file); answers whether there was one. */
  remove(id: number): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const paper = await manager.findOneBy(PaperEntity, { id });
      if (!paper) return false;
      await manager.delete(PaperEntity, { id });
      const name = paper.documentName;
      if (name && !(await manager.existsBy(PaperEntity, { documentName: name }))) {
        const document = await manager.findOneBy(LibraryDocumentEntity, { name });
        await manager.delete(LibraryDocumentEntity, { name });
        if (document) await dropIfUnused(manager, documentAddress(document.fileName));
      }
      return true;
    });
  }

  private async freeDocumentName(manager: EntityManager, paper: PaperEntity): Promise<string> {
    for (const name of documentNamesFor(paper.slug, paper.id)) {
      if (!(await manager.existsBy(LibraryDocumentEntity, { name }))) return name;
    }
    throw new Error(`No document name is free for the paper "${paper.slug}".`);
  }
}
