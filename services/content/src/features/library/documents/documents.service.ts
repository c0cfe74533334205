import { Injectable } from '@nestjs/common';
import { pathTo, type LibraryDocument, type LibraryDocumentSummary } from '@site/contracts';
import { MarkdownRenderer } from '@site/markdown-render';
import { documentFileUrl, PapersService } from '../academic/papers.service.js';
import { CitedInRepository } from '../cited-in/cited-in.repository.js';
import { withHeadingIds } from './document-html.js';
import type { LibraryDocumentEntity } from './library-document.entity.js';
import { DocumentsRepository } from './documents.repository.js';

@Injectable()
export class DocumentsService {
  constructor(
    private readonly documents: DocumentsRepository,
    private readonly papers: PapersService,
    private readonly citedIn: CitedInRepository,
    private readonly renderer: MarkdownRenderer,
  ) {}

  /** Every document without its html, newest first. */
  async list(): Promise<LibraryDocumentSummary[]> {
    const documents = await this.documents.list();
    return Promise.all(documents.map((document) => this.summary(document)));
  }

  /** The document with its html (markdown) and what cites it; null for an unknown name. */
  async detail(name: string): Promise<LibraryDocument | null> {
    const stored = await this.documents.find(name);
    if (!stored) return null;
    const summary = await this.summary(stored);
    const html = stored.body === null ? null : this.html(stored.name, stored.body).html;
    return { ...summary, html };
  }

  /** Rendered by the service's renderer (memoised by name), headings given the ids the outline points at. */
  html(name: string, body: string) {
    return withHeadingIds(this.renderer.render(`library-document:${name}`, body).html);
  }

  private async summary(document: LibraryDocumentEntity): Promise<LibraryDocumentSummary> {
    const [paper, citedIn] = await Promise.all([
      this.papers.ofDocument(document.name),
      this.citedIn.essaysCiting(pathTo('libraryDocument', { name: document.name })),
    ]);
    return {
      name: document.name,
      // A paper's full text has the paper's title, subtitle and all, wherever the document is shown or cited.
      title: paper?.title ?? document.title,
      format: document.format,
      fileUrl: documentFileUrl(document.fileName),
      byteLength: document.byteLength,
      pageCount: document.pageCount,
      outline: document.outline,
      paper,
      citedIn,
    };
  }
}
