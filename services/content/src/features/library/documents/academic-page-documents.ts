import { Inject, Injectable } from '@nestjs/common';
import {
  citationMeta,
  digitalDocumentLd,
  escapeHtml,
  PAGE_HEADS,
  PAPER_KINDS,
  PAPER_PAGE_MAX,
  pathTo,
  scholarlyArticleLd,
  unsafeTextProblem,
  type LibraryDocument,
  type PageDocument,
  type PageHead,
  type Paper,
  type PaperKind,
  type PaperListParams,
} from '@site/contracts';
import { SERVICE_CONFIG } from '@site/service-kit';
import type { ContentConfig } from '../../../config.js';
import { ContentHeads } from '../../pages/content-heads.js';
import { paperPath, PapersService } from '../academic/papers.service.js';
import { DocumentsService } from './documents.service.js';

/** The list's parameters as the academic screen reads them from its address; null when the API would refuse one. */
export function paperListParamsOf(search: URLSearchParams): PaperListParams | null {
  const params: PaperListParams = {};
  const kind = search.get('kind');
  if ((PAPER_KINDS as readonly (string | null)[]).includes(kind)) params.kind = kind as PaperKind;
  const topic = search.get('topic')?.trim();
  const q = search.get('q')?.trim();
  for (const [value, max] of [
    [topic, 100],
    [q, 200],
  ] as const) {
    if (value && (value.length > max || unsafeTextProblem(value) !== null)) return null;
  }
  if (topic) params.topic = topic;
  if (q) params.q = q;
  const page = Number(search.get('page'));
  if (Number.isSafeInteger(page) && page > 1 && page <= PAPER_PAGE_MAX) params.page = page;
  return params;
}

/** The first HTML of /library/academic and /library/document/:name. */
@Injectable()
export class AcademicPageDocuments {
  private readonly heads: ContentHeads;

  constructor(
    private readonly papers: PapersService,
    private readonly documents: DocumentsService,
    @Inject(SERVICE_CONFIG) private readonly config: ContentConfig,
  ) {
    this.heads = new ContentHeads(config.siteUrl);
  }

  /** The list at this address, each item also described as a ScholarlyArticle. */
  async academicPage(search: URLSearchParams): Promise<PageDocument> {
    const { title, description } = PAGE_HEADS.libraryAcademic;
    const params = paperListParamsOf(search);
    const list = params ? await this.papers.list(params) : null;
    const items = list?.items ?? [];
    const head = this.heads.collection({
      title,
      description,
      path: pathTo('libraryAcademic'),
      items: items.map((paper) => this.heads.page(paper.title, paperPath(paper))),
      trail: [[PAGE_HEADS.library.title, pathTo('library')]],
    });
    return {
      status: 200,
      head: { ...head, structuredData: [...head.structuredData, ...items.map((paper) => this.articleLd(paper))] },
      ...(params && list ? { data: [{ queryKey: ['library', 'papers', params], data: list }] } : {}),
    };
  }

  /** A document's reader: a paper's carries its `citation_*` tags; a markdown document its text as the main html. */
  async documentPage(name: string, path: string): Promise<PageDocument> {
    const found = await this.documents.page(name);
    if (!found) return { status: 404, head: this.heads.notFound(path, 'Document') };
    const { document, description, addedAt } = found;
    const canonical = pathTo('libraryDocument', { name: document.name });
    const base = this.heads.fixed(document.title, description, canonical, 'article');
    const paper = document.paper;
    const head: PageHead = {
      ...base,
      ...(paper ? { publishedTime: paper.publishedOn, meta: citationMeta(paper, this.config.siteUrl) } : {}),
      structuredData: [
        paper ? this.articleLd(paper) : this.documentLd(document, description, addedAt),
        this.heads.breadcrumbs([PAGE_HEADS.library.title, pathTo('library')], [document.title, canonical]),
      ],
    };
    return {
      status: 200,
      head,
      ...(document.html === null ? {} : { mainHtml: documentHtml(document) }),
      data: [{ queryKey: ['library', 'documents', name], data: document }],
    };
  }

  private articleLd(paper: Paper) {
    return scholarlyArticleLd({
      name: paper.title,
      url: this.heads.url(paperPath(paper)),
      description: paper.abstract,
      authors: paper.authors.map(({ given, family }) => `${given} ${family}`),
      datePublished: paper.publishedOn,
      publisher: paper.venue,
      doi: paper.doi,
      pdfUrl: paper.pdfUrl && this.heads.url(paper.pdfUrl),
      keywords: paper.topics,
    });
  }

  private documentLd(document: LibraryDocument, description: string, addedAt: string) {
    return digitalDocumentLd({
      name: document.title,
      url: this.heads.url(pathTo('libraryDocument', { name: document.name })),
      description,
      contentUrl: this.heads.url(document.fileUrl),
      encodingFormat: document.format === 'pdf' ? 'application/pdf' : 'text/markdown',
      dateCreated: addedAt.slice(0, 10),
    });
  }
}

/** A markdown document as the reader shows it: its title, then its (sanitised) html with heading ids. */
function documentHtml(document: LibraryDocument): string {
  return (
    '<article class="library-document">' +
    `<header class="library-document__header"><h1>${escapeHtml(document.title)}</h1></header>` +
    `<div class="library-markdown">${document.html ?? ''}</div></article>`
  );
}
