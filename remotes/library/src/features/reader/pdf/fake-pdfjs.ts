import type { PDFDocumentProxy } from 'pdfjs-dist';
import type { PdfjsLib } from './load-pdfjs';

/**
 * A stand-in for PDF.js in jsdom (which has no canvas and cannot run PDF.js's ES module build): a
 * document whose pages hold the given lines of text, drawn by a text layer of one span per line.
 */
export function fakePdfjs(pages: string[][]) {
  const rendered: number[] = [];
  const page = (number: number) => ({
    getViewport: ({ scale }: { scale: number }) => ({ width: 600 * scale, height: 800 * scale, scale }),
    render: () => {
      rendered.push(number);
      return { promise: Promise.resolve(), cancel: () => undefined };
    },
    getTextContent: async () => ({
      items: pages[number - 1].map((str) => ({ str, hasEOL: true })),
      styles: {},
      lang: null,
    }),
  });
  const pdf = { numPages: pages.length, getPage: async (number: number) => page(number) };

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

  const getDocument = jest.fn(() => ({ promise: Promise.resolve(pdf), destroy: async () => undefined }));
  const lib = { getDocument, TextLayer } as unknown as PdfjsLib;
  return { lib, pdf: pdf as unknown as PDFDocumentProxy, getDocument, rendered };
}
