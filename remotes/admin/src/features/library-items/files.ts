import { PAPER_PDF_MAX_BYTES, PAPER_PDF_TOO_LARGE_TEXT, PAPER_PDF_WRONG_TYPE_TEXT } from '@site/contracts';

export const PDF_ACCEPT = '.pdf,application/pdf';

/** Why the service would refuse this PDF, told before up to 25 MB are sent; the service judges it by content. */
export function pdfFileProblem(file: File): string | undefined {
  if (file.type !== 'application/pdf' && !file.name.toLowerCase().endsWith('.pdf')) return PAPER_PDF_WRONG_TYPE_TEXT;
  if (file.size > PAPER_PDF_MAX_BYTES) return PAPER_PDF_TOO_LARGE_TEXT;
  return undefined;
}

/** "12 pages", "1 page". */
export const pagesText = (count: number) => (count === 1 ? '1 page' : `${count} pages`);
