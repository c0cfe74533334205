import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { PAPER_PDF_WRONG_TYPE_TEXT } from '@site/contracts';
import { SEED_DIR } from '../../config.js';
import { DOCUMENTS_MEDIA_DIR } from '../library/documents/academic-seeder.js';
import { pdfPageCount, PdfFileProblem, readPdf } from './pdf-file.js';

/** A PDF of this many pages whose objects are written plainly, as PDF 1.4 and earlier write them. */
function plainPdf(pages: number, update = ''): Buffer {
  const kids = Array.from({ length: pages }, (_, index) => `${index + 3} 0 R`).join(' ');
  const pageObjects = Array.from(
    { length: pages },
    (_, index) => `${index + 3} 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>\nendobj\n`,
  ).join('');
  return Buffer.from(
    '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n' +
      '1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n' +
      `2 0 obj\n<< /Type /Pages /Kids [${kids}] /Count ${pages} >>\nendobj\n` +
      pageObjects +
      `trailer\n<< /Size ${pages + 3} /Root 1 0 R >>\nstartxref\n0\n%%EOF\n${update}`,
    'latin1',
  );
}

/**
 * A PDF 1.5 file with its catalog and page tree inside a Flate-compressed object stream, found through an
 * uncompressed content stream that happens to say "/Count 99" (stream data is never read as objects).
 */
function compressedPdf(pages: number): Buffer {
  const objects = [
    [1, '<< /Type /Catalog /Pages 2 0 R >>'],
    [2, `<< /Type /Pages /Kids [3 0 R] /Count ${pages} >>`],
  ] as const;
  let offset = 0;
  const header: string[] = [];
  const bodies: string[] = [];
  for (const [number, body] of objects) {
    header.push(`${number} ${offset}`);
    bodies.push(body);
    offset += body.length + 1;
  }
  const head = `${header.join(' ')} `;
  const packed = deflateSync(Buffer.from(head + bodies.join(' '), 'latin1'));
  const content = 'BT /F1 12 Tf (1 0 obj << /Type /Pages /Count 99 >>) Tj ET';
  return Buffer.concat([
    Buffer.from('%PDF-1.5\n'),
    Buffer.from(`4 0 obj\n<< /Length ${content.length} >>\nstream\n${content}\nendstream\nendobj\n`, 'latin1'),
    Buffer.from(
      `5 0 obj\n<< /Type /ObjStm /N 2 /First ${head.length} /Filter /FlateDecode /Length ${packed.length} >>\nstream\n`,
    ),
    packed,
    Buffer.from('\nendstream\nendobj\n6 0 obj\n<< /Type /XRef /Root 1 0 R /Size 7 >>\nstream\n\nendstream\nendobj\n'),
    Buffer.from('startxref\n0\n%%EOF\n'),
  ]);
}

describe('pdfPageCount', () => {
  it('counts the pages of the shipped PDFs as their generator recorded them', async () => {
    const generated = JSON.parse(
      await readFile(path.join(SEED_DIR, 'library', 'documents', 'files.json'), 'utf8'),
    ) as Record<string, { file: string; pageCount?: number }>;
    const pdfs = Object.values(generated).filter(({ file }) => file.endsWith('.pdf'));
    expect(pdfs.length).toBeGreaterThan(0);
    for (const { file, pageCount } of pdfs) {
      expect(pdfPageCount(await readFile(path.join(DOCUMENTS_MEDIA_DIR, file)))).toBe(pageCount);
    }
  });

  it('reads the page tree of a plain PDF, and the latest one after an incremental update', () => {
    expect(pdfPageCount(plainPdf(3))).toBe(3);
    const update =
      '2 0 obj\n<< /Type /Pages /Kids [3 0 R 4 0 R] /Count 2 >>\nendobj\ntrailer\n<< /Size 6 /Root 1 0 R >>\n%%EOF\n';
    expect(pdfPageCount(plainPdf(3, update))).toBe(2);
  });

  it('opens a compressed object stream, and never reads stream data as objects', () => {
    expect(pdfPageCount(compressedPdf(12))).toBe(12);
  });

  it('answers null when the page tree cannot be found', () => {
    expect(pdfPageCount(Buffer.from('%PDF-1.7\nnothing else here\n'))).toBeNull();
    expect(pdfPageCount(Buffer.from('%PDF-1.4\ntrailer\n<< /Root 1 0 R >>\n'))).toBeNull();
  });
});

describe('readPdf', () => {
  it('takes a PDF by its content', async () => {
    await expect(readPdf(plainPdf(1))).resolves.toEqual({ pageCount: 1 });
  });

  it.each([
    ['text named .pdf', Buffer.from('A text file, not a PDF at all.\n'.repeat(20))],
    ['a PNG', Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex')],
    ['nothing', Buffer.alloc(0)],
  ])('refuses %s', async (_, bytes) => {
    await expect(readPdf(bytes)).rejects.toThrow(new PdfFileProblem(PAPER_PDF_WRONG_TYPE_TEXT));
  });
});
