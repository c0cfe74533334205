import type { PDFDocumentProxy } from 'pdfjs-dist';
import type { PdfjsLib } from './load-pdfjs';
import type { PageLinks, PdfDestination } from './page-links';

/** A link on a fake page: to a web address, or to a destination in the document. */
export interface FakeLink {
  text: string;
  url?: string;
  dest?: PdfDestination;
}

class RenderingCancelledException extends Error {
  name = 'RenderingCancelledException';
}
class AbortException extends Error {
  name = 'AbortException';
}

/**
 * A stand-in for PDF.js in jsdom (which has no canvas and cannot run PDF.js's ES module build): a
 * document whose pages hold the given lines of text, drawn by a text layer of one span per line, and the
 * given links, drawn through the reader's link service as PDF.js's annotation layer draws them. As in
 * PDF.js, a render cancelled before it finishes rejects with a RenderingCancelledException.
 * `destinations` are the document's named destinations; a reference `{ num }` points at page index `num`.
 */
export function fakePdfjs(pages: string[][], links: FakeLink[][] = [], destinations: Record<string, unknown[]> = {}) {
  const rendered: number[] = [];
  const cancelled: number[] = [];
  const awaited = new Set<number>();
  const viewport = (scale: number) => ({
    width: 600 * scale,
    height: 800 * scale,
    scale,
    clone: () => viewport(scale),
  });
  const page = (number: number) => ({
    getViewport: ({ scale }: { scale: number }) => viewport(scale),
    render: () => {
      rendered.push(number);
      let cancel = () => undefined as void;
      const promise = new Promise<void>((resolve, reject) => {
        // Drawing takes a moment, long enough for a quick reader to move on.
        const timer = setTimeout(resolve, 20);
        cancel = () => {
          clearTimeout(timer);
          cancelled.push(number);
          reject(new RenderingCancelledException('Rendering cancelled'));
        };
      });
      // Noted when the reader waits for it, so a test can tell a rejection nobody handles.
      const then = promise.then.bind(promise);
      promise.then = ((...args: Parameters<typeof then>) => {
        awaited.add(number);
        return then(...args);
      }) as typeof promise.then;
      return { promise, cancel: () => cancel() };
    },
    getTextContent: async () => ({
      items: pages[number - 1].map((str) => ({ str, hasEOL: true })),
      styles: {},
      lang: null,
    }),
    getAnnotations: async () =>
      (links[number - 1] ?? []).map((link) => ({ subtype: 'Link', overlaidText: link.text, ...link })),
  });
  const pdf = {
    numPages: pages.length,
    getPage: async (number: number) => page(number),
    getDestination: async (name: string) => destinations[name] ?? null,
    getPageIndex: async ({ num }: { num: number }) => num,
  };

  class TextLayer {
    textDivs: HTMLElement[] = [];
    constructor(
      private readonly options: { textContentSource: { items: { str: string }[] }; container: HTMLElement },
    ) {}
    async render() {
      for (const item of this.options.textContentSource.items) {
        const span = document.createElement('span');
        span.textContent = item.str;
        this.options.container.append(span);
        this.textDivs.push(span);
      }
    }
    cancel() {}
  }

  class AnnotationLayer {
    constructor(private readonly options: { div: HTMLElement; linkService: PageLinks }) {}
    async render({ annotations }: { annotations: (FakeLink & { overlaidText: string })[] }) {
      const service = this.options.linkService;
      for (const annotation of annotations) {
        const section = document.createElement('section');
        section.className = 'linkAnnotation';
        const link = document.createElement('a');
        link.title = annotation.overlaidText;
        if (annotation.url) service.addLinkAttributes(link, annotation.url);
        else if (annotation.dest) {
          const { dest } = annotation;
          link.href = service.getDestinationHash(dest);
          link.onclick = () => {
            void service.goToDestination(dest);
            return false;
          };
        }
        section.append(link);
        this.options.div.append(section);
      }
    }
  }

  const getDocument = jest.fn(() => ({ promise: Promise.resolve(pdf), destroy: async () => undefined }));
  const lib = { getDocument, TextLayer, AnnotationLayer, RenderingCancelledException, AbortException };
  return {
    lib: lib as unknown as PdfjsLib,
    pdf: pdf as unknown as PDFDocumentProxy,
    getDocument,
    rendered,
    cancelled,
    /** Cancelled renders whose rejection nobody waited for: an uncaught error in a browser. */
    unhandled: () => cancelled.filter((number) => !awaited.has(number)),
  };
}
