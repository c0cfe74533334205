import { inflateSync } from 'node:zlib';
import { PAPER_PDF_WRONG_TYPE_TEXT } from '@site/contracts';
import { fileTypeFromBuffer } from 'file-type';

/** An upload that cannot be a paper's PDF: its message is the author's to read. */
export class PdfFileProblem extends Error {}

/** What the library keeps of an uploaded PDF beside its bytes. */
export interface PdfFile {
  /** Null when the page tree could not be found (an encrypted or unusual file); readers count the pages then. */
  pageCount: number | null;
}

/** A PDF judged by its content (never by the name it came with), with its pages counted. */
export async function readPdf(bytes: Uint8Array): Promise<PdfFile> {
  if ((await fileTypeFromBuffer(bytes))?.mime !== 'application/pdf')
    throw new PdfFileProblem(PAPER_PDF_WRONG_TYPE_TEXT);
  return { pageCount: pdfPageCount(bytes) };
}

const reference = (dictionary: string, key: string) =>
  new RegExp(`/${key}\\s+(\\d+)\\s+\\d+\\s+R`).exec(dictionary)?.[1] ?? null;

/**
 * How many pages the PDF has, as its catalog's page tree counts them: the trailer's `/Root` (the last one, as
 * incremental updates append theirs), its `/Pages`, that node's `/Count`. Null when any link is missing.
 */
export function pdfPageCount(bytes: Uint8Array): number | null {
  const text = Buffer.from(bytes).toString('latin1');
  const roots = [...text.matchAll(/\/Root\s+(\d+)\s+\d+\s+R/g)];
  const root = roots.at(-1)?.[1];
  if (root === undefined) return null;
  const objects = pdfObjects(text);
  const pages = reference(objects.get(Number(root)) ?? '', 'Pages');
  const count = /\/Count\s+(\d+)(?!\s+\d+\s+R)/.exec(objects.get(Number(pages)) ?? '')?.[1];
  return count && Number(count) > 0 ? Number(count) : null;
}

/**
 * Every object's dictionary by number, a later definition replacing an earlier one (as an incremental update does),
 * with the objects compressed into object streams (PDF 1.5) opened. Stream data is skipped, never searched.
 */
function pdfObjects(text: string): Map<number, string> {
  const objects = new Map<number, string>();
  const start = /(\d+)\s+\d+\s+obj\b/g;
  for (let found = start.exec(text); found; found = start.exec(text)) {
    const from = start.lastIndex;
    const end = text.indexOf('endobj', from);
    if (end < 0) break;
    const stream = text.indexOf('stream', from);
    if (stream < 0 || stream > end) {
      objects.set(Number(found[1]), text.slice(from, end));
      start.lastIndex = end;
      continue;
    }
    const dictionary = text.slice(from, stream);
    objects.set(Number(found[1]), dictionary);
    const dataStart = stream + 'stream'.length + (text.startsWith('\r\n', stream + 'stream'.length) ? 2 : 1);
    const length = /\/Length\s+(\d+)(?!\s+\d+\s+R)/.exec(dictionary)?.[1];
    const dataEnd = length ? dataStart + Number(length) : text.indexOf('endstream', dataStart);
    if (dataEnd < 0) break;
    if (/\/Type\s*\/ObjStm\b/.test(dictionary)) {
      for (const [number, body] of objectStream(dictionary, text.slice(dataStart, dataEnd))) objects.set(number, body);
    }
    start.lastIndex = dataEnd;
  }
  return objects;
}

/** The objects of one object stream: a header of `number offset` pairs, then the objects from `/First` on. */
function objectStream(dictionary: string, data: string): [number, string][] {
  const first = Number(/\/First\s+(\d+)/.exec(dictionary)?.[1]);
  // Writers compress object streams with Flate alone; anything else is left unread.
  const filters = [...(/\/Filter\s*(\[[^\]]*\]|\/\w+)/.exec(dictionary)?.[1] ?? '').matchAll(/\/(\w+)/g)].map(
    ([, name]) => name,
  );
  const flate = filters.length === 1 && filters[0] === 'FlateDecode';
  if (!Number.isInteger(first) || (filters.length > 0 && !flate)) return [];
  let decoded: string;
  try {
    const raw = Buffer.from(data, 'latin1');
    decoded = (flate ? inflateSync(raw) : raw).toString('latin1');
  } catch {
    return [];
  }
  const header = decoded.slice(0, first).trim().split(/\s+/).map(Number);
  const entries: [number, string][] = [];
  for (let index = 0; index + 1 < header.length; index += 2) {
    const from = first + header[index + 1];
    const to = index + 3 < header.length ? first + header[index + 3] : decoded.length;
    entries.push([header[index], decoded.slice(from, to)]);
  }
  return entries;
}
