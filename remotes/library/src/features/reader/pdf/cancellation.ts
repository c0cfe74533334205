import type { PdfjsLib } from './load-pdfjs';

/**
 * Whether an error is PDF.js giving up on work that was cancelled: a page render (a newer render of the
 * canvas started) or a text layer (the page changed). That is the reader moving on, not a failure.
 */
export function isCancellation(lib: PdfjsLib, error: unknown): boolean {
  return error instanceof lib.RenderingCancelledException || error instanceof lib.AbortException;
}
