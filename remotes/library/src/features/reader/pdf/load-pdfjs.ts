import type * as Pdfjs from 'pdfjs-dist';

/** The parts of PDF.js the reader uses. */
export type PdfjsLib = Pick<
  typeof Pdfjs,
  'getDocument' | 'TextLayer' | 'AnnotationLayer' | 'RenderingCancelledException' | 'AbortException'
>;

let loading: Promise<PdfjsLib> | undefined;

/**
 * PDF.js, fetched the first time a PDF is opened: a dynamic import, so it is in no other page's script.
 * Its worker is a file of its own (webpack emits the `new URL(…, import.meta.url)` target as an asset),
 * started by PDF.js when the first document loads.
 */
export function loadPdfjs(): Promise<PdfjsLib> {
  loading ??= import(/* webpackChunkName: "pdfjs" */ 'pdfjs-dist').then((lib) => {
    lib.GlobalWorkerOptions.workerSrc = new URL('pdfjs-dist/build/pdf.worker.min.mjs', import.meta.url).toString();
    return lib;
  });
  // A failed download may succeed on the next try.
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}
