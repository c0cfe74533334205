import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { PAPER_PAGE_SIZE, pathTo, type Paper, type PaperList, type PaperListParams } from '@site/contracts';
import { SERVICE_CONFIG } from '@site/service-kit';
import type { ContentConfig } from '../../../config.js';
import { toPrefixTsQuery } from '../../essays/search-terms.js';
import { citationsOf, warmCitations } from './citations.js';
import type { PaperEntity } from './paper.entity.js';
import { PapersRepository } from './papers.repository.js';

/** Where a paper lives on this site: its document's page when it has one, else its place in the academic list. */
function paperPath(paper: Pick<PaperEntity, 'slug' | 'documentName'>): string {
  return paper.documentName
    ? pathTo('libraryDocument', { name: paper.documentName })
    : `${pathTo('libraryAcademic')}#${paper.slug}`;
}

/** A document file's address under the media route. */
export const documentFileUrl = (fileName: string) => `/media/documents/${fileName}`;

@Injectable()
export class PapersService implements OnApplicationBootstrap {
  constructor(
    private readonly papers: PapersRepository,
    @Inject(SERVICE_CONFIG) private readonly config: ContentConfig,
  ) {}

  onApplicationBootstrap(): void {
    warmCitations();
  }

  /** One page of papers and lecture notes, newest first, searched by word prefix. */
  async list({ kind, topic, q, page = 1 }: PaperListParams): Promise<PaperList> {
    const { items, total } = await this.papers.page({
      kind,
      topic,
      tsQuery: q ? toPrefixTsQuery(q) : null,
      limit: PAPER_PAGE_SIZE,
      offset: (page - 1) * PAPER_PAGE_SIZE,
    });
    return { items: items.map((paper) => this.toPaper(paper)), total };
  }

  async all(): Promise<Paper[]> {
    return (await this.papers.all()).map((paper) => this.toPaper(paper));
  }

  async ofDocument(name: string): Promise<Paper | null> {
    const paper = await this.papers.findByDocument(name);
    return paper && this.toPaper(paper);
  }

  /** The API's paper; a citation without a URL of its own points at the paper's page here. */
  private toPaper(paper: PaperEntity): Paper {
    const url = paper.url ?? `${this.config.siteUrl}${paperPath(paper)}`;
    const pdf = paper.document?.format === 'pdf' ? paper.document : null;
    return {
      slug: paper.slug,
      kind: paper.kind,
      title: paper.title,
      authors: paper.authors,
      venue: paper.venue,
      year: Number(paper.publishedOn.slice(0, 4)),
      publishedOn: paper.publishedOn,
      abstract: paper.abstract,
      doi: paper.doi,
      url: paper.url,
      documentName: paper.documentName,
      pdfUrl: pdf ? documentFileUrl(pdf.fileName) : null,
      topics: paper.topics,
      citations: citationsOf({ ...paper, url }),
      addedAt: paper.addedAt.toISOString(),
    };
  }
}
