import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import {
  libraryItemHref,
  TOPIC_NAMES,
  type AdminPaper,
  type AdminPaperInput,
  type AdminPaperRow,
  type BibtexPaper,
  type PaperKind,
} from '@site/contracts';
import type { Worded } from '@site/service-kit';
import { documentFileUrl } from '../library/academic/papers.service.js';
import type { PaperEntity } from '../library/academic/paper.entity.js';
import { SearchIndexService } from '../search/search-index.service.js';
import { AdminPapersRepository, type PaperFields } from './admin-papers.repository.js';
import { BibtexProblem, paperFromBibtex } from './bibtex-paper.js';
import { NO_PAPER, type ItemRef } from './item-ref.js';
import { PdfFileProblem, readPdf } from './pdf-file.js';

const UNIQUE_VIOLATION = '23505';

const slugConflict = (slug: string) =>
  new ConflictException(`Another paper already has the slug "${slug}". Choose another.`);

/** What the audit log calls the work: "the paper", "the lecture notes". */
const named = (kind: PaperKind, title: string) => `the ${kind === 'paper' ? 'paper' : 'lecture notes'} “${title}”`;

function toRow(paper: PaperEntity): AdminPaperRow {
  const { document } = paper;
  return {
    id: paper.id,
    slug: paper.slug,
    kind: paper.kind,
    title: paper.title,
    authors: paper.authors,
    venue: paper.venue,
    publishedOn: paper.publishedOn,
    document: document
      ? {
          name: document.name,
          format: document.format,
          fileUrl: documentFileUrl(document.fileName),
          byteLength: document.byteLength,
          pageCount: document.pageCount,
        }
      : null,
  };
}

/**
 * The author's papers and lecture notes (Zotero's item pane, for one library): typed or filled from pasted BibTeX,
 * given a PDF as their full text. Readers' pages, citations and search follow each change at once.
 */
@Injectable()
export class AdminPapersService {
  constructor(
    private readonly papers: AdminPapersRepository,
    private readonly searchIndex: SearchIndexService,
  ) {}

  async list(): Promise<AdminPaperRow[]> {
    return (await this.papers.list()).map(toRow);
  }

  async get(ref: ItemRef): Promise<AdminPaper> {
    return this.view(await this.found(ref));
  }

  /** The fields of one BibTeX entry, for the editor's form; nothing is saved. */
  fromBibtex(bibtex: string): BibtexPaper {
    try {
      return paperFromBibtex(bibtex);
    } catch (error) {
      if (error instanceof BibtexProblem) throw new BadRequestException(error.message);
      throw error;
    }
  }

  async create(input: AdminPaperInput): Promise<Worded<AdminPaper>> {
    if (await this.papers.slugTaken(input.slug)) throw slugConflict(input.slug);
    const id = await this.saving(input.slug, () => this.papers.create(fields(input)));
    await this.searchIndex.sync();
    return { value: await this.get({ id }), words: `added ${named(input.kind, input.title)}` };
  }

  async update(ref: ItemRef, input: AdminPaperInput): Promise<Worded<AdminPaper>> {
    const { id } = await this.found(ref);
    if (await this.papers.slugTaken(input.slug, id)) throw slugConflict(input.slug);
    await this.saving(input.slug, () => this.papers.update(id, fields(input)));
    await this.searchIndex.sync();
    return { value: await this.get({ id }), words: `edited ${named(input.kind, input.title)}` };
  }

  async remove(ref: ItemRef): Promise<string> {
    const paper = await this.found(ref);
    await this.papers.remove(paper.id);
    await this.searchIndex.sync();
    return `deleted ${named(paper.kind, paper.title)}`;
  }

  /** The PDF becomes the paper's full text: its reader, its citation meta and its citations point at it. */
  async setPdf(ref: ItemRef, bytes: Buffer): Promise<Worded<AdminPaper>> {
    const paper = await this.found(ref);
    let pdf;
    try {
      pdf = await readPdf(bytes);
    } catch (error) {
      if (error instanceof PdfFileProblem) throw new BadRequestException(error.message);
      throw error;
    }
    await this.papers.setPdf(paper.id, { bytes, pageCount: pdf.pageCount });
    await this.searchIndex.sync();
    return { value: await this.get({ id: paper.id }), words: `uploaded the PDF of “${paper.title}”` };
  }

  private async found(ref: ItemRef): Promise<PaperEntity> {
    const paper = await this.papers.find(ref);
    if (!paper) throw new NotFoundException(NO_PAPER);
    return paper;
  }

  /** A save that lost a race for its slug is the same conflict as one that saw it taken. */
  private async saving<T>(slug: string, save: () => Promise<T>): Promise<T> {
    try {
      return await save();
    } catch (error) {
      if ((error as { driverError?: { code?: string } }).driverError?.code === UNIQUE_VIOLATION)
        throw slugConflict(slug);
      throw error;
    }
  }

  private view(paper: PaperEntity): AdminPaper {
    return {
      ...toRow(paper),
      abstract: paper.abstract,
      doi: paper.doi,
      url: paper.url,
      topics: paper.topics,
      addedAt: paper.addedAt.toISOString(),
      path: paper.documentName ? libraryItemHref('document', paper.documentName) : libraryItemHref('paper', paper.slug),
    };
  }
}

const fields = (input: AdminPaperInput): PaperFields => ({
  slug: input.slug,
  kind: input.kind,
  title: input.title,
  authors: input.authors.map(({ given, family }) => ({ given, family })),
  venue: input.venue,
  publishedOn: input.publishedOn,
  abstract: input.abstract,
  doi: input.doi,
  url: input.url,
  // In the site's order, once each.
  topics: TOPIC_NAMES.filter((topic) => input.topics.includes(topic)),
});
