import type { PDFDocumentProxy } from 'pdfjs-dist';
import { pageHash } from '../page-hash';

/** A link's target inside the PDF: a named destination, or an explicit one whose first item is the page. */
export type PdfDestination = string | unknown[];

/** What PDF.js's annotation layer gives a link that has a destination in the document. */
export interface PdfLinkAnnotation {
  dest?: PdfDestination | null;
}

/**
 * The link service PDF.js's annotation layer asks how to draw and follow each link (the part of its
 * `IPDFLinkService` that links use; PDF.js's own `PDFLinkService` needs its whole viewer). Internal links go
 * to their page in this reader; external ones open in a new tab that cannot reach back to this one.
 */
export class PageLinks {
  /** Pages of the destinations met so far, by their JSON, so a link's address can name its page. */
  private readonly pages = new Map<string, number>();

  constructor(
    private readonly pdf: Pick<PDFDocumentProxy, 'numPages' | 'getDestination' | 'getPageIndex'>,
    private readonly currentPage: () => number,
    private readonly goTo: (page: number) => void,
  ) {}

  /** Works out the pages of the page's internal links before they are drawn. */
  async learn(annotations: readonly PdfLinkAnnotation[]): Promise<void> {
    await Promise.all(annotations.map(({ dest }) => (dest ? this.pageOf(dest) : null)));
  }

  addLinkAttributes(link: HTMLAnchorElement, url: string): void {
    link.href = url;
    link.target = '_blank';
    link.rel = 'noopener';
  }

  getDestinationHash(dest: PdfDestination): string {
    const page = this.pages.get(JSON.stringify(dest));
    return page ? pageHash(page) : '#';
  }

  getAnchorUrl(anchor: string): string {
    return `#${anchor.replace(/^#/, '')}`;
  }

  async goToDestination(dest: PdfDestination): Promise<void> {
    const page = await this.pageOf(dest);
    if (page !== null) this.goTo(page);
  }

  /** The standard named actions a PDF's navigation links use. */
  executeNamedAction(action: string): void {
    const target = {
      FirstPage: 1,
      LastPage: this.pdf.numPages,
      NextPage: this.currentPage() + 1,
      PrevPage: this.currentPage() - 1,
    }[action];
    if (target !== undefined && target >= 1 && target <= this.pdf.numPages) this.goTo(target);
  }

  /** Layers of optional content are not shown apart in this reader: nothing to switch. */
  executeSetOCGState(): void {}

  /** The 1-based page a destination points at; null when it names none of this document's pages. */
  private async pageOf(dest: PdfDestination): Promise<number | null> {
    const key = JSON.stringify(dest);
    const known = this.pages.get(key);
    if (known) return known;
    try {
      const explicit = typeof dest === 'string' ? await this.pdf.getDestination(dest) : dest;
      const ref = explicit?.[0];
      const index = Number.isInteger(ref)
        ? (ref as number)
        : await this.pdf.getPageIndex(ref as Parameters<PDFDocumentProxy['getPageIndex']>[0]);
      const page = index + 1;
      if (page < 1 || page > this.pdf.numPages) return null;
      this.pages.set(key, page);
      return page;
    } catch {
      // A broken destination is a link that goes nowhere, as in other PDF viewers.
      return null;
    }
  }
}
