import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { escapeHtml } from '@site/contracts';
import sharp from 'sharp';
import { wrapTitle, type CardImage } from '../../cards/card-image.js';
import { BOOK_COVER_HEIGHT, BOOK_COVER_WIDTH } from './book-cover-path.js';

/** Covers kept at once; the library holds far fewer books, so memory stays bounded whatever is asked. */
export const COVERS_MAX = 100;

/**
 * Cloth colours with light lettering; every pair keeps well over 4.5:1 contrast. A book always gets the
 * same one (picked from its title), so a cover never changes colour between visits.
 */
const CLOTHS = ['#1e3a5f', '#5b2333', '#2f4f3a', '#4a3b6b', '#6b3e1f', '#23464f', '#3d3d3d', '#5a2a5e'] as const;
const LETTERING = '#f7f1e3';
const ACCENT = '#d9b36c';

export function clothFor(title: string): string {
  const byte = createHash('sha1').update(title).digest()[0];
  return CLOTHS[byte % CLOTHS.length];
}

/** The cover as SVG: the title large in the upper half, a rule, the author and year below, on cloth. */
export function coverSvg({ title, author, year }: { title: string; author: string; year: number }): string {
  const width = BOOK_COVER_WIDTH;
  const height = BOOK_COVER_HEIGHT;
  const lines = wrapTitle(title, 16, 5);
  const size = lines.length > 3 ? 34 : 40;
  const tspans = lines
    .map((line, index) => `<tspan x="${width / 2}" y="${120 + index * size * 1.25}">${escapeHtml(line)}</tspan>`)
    .join('');
  const authorLines = wrapTitle(author, 24, 2)
    .map((line, index) => `<tspan x="${width / 2}" y="${470 + index * 30}">${escapeHtml(line)}</tspan>`)
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="100%" height="100%" fill="${clothFor(title)}"/>` +
    `<rect x="20" y="20" width="${width - 40}" height="${height - 40}" fill="none" stroke="${ACCENT}" stroke-width="2"/>` +
    `<text text-anchor="middle" font-family="DejaVu Serif, Georgia, serif" font-size="${size}" font-weight="bold" fill="${LETTERING}">${tspans}</text>` +
    `<line x1="140" y1="420" x2="${width - 140}" y2="420" stroke="${ACCENT}" stroke-width="3"/>` +
    `<text text-anchor="middle" font-family="DejaVu Sans, Helvetica, sans-serif" font-size="24" fill="${LETTERING}">${authorLines}</text>` +
    `<text x="${width / 2}" y="${height - 48}" text-anchor="middle" font-family="DejaVu Sans, Helvetica, sans-serif" font-size="18" fill="${ACCENT}">${year}</text>` +
    '</svg>'
  );
}

/** Generated 400×600 PNG covers, drawn on the first request and again only when title, author or year change. */
@Injectable()
export class BookCovers {
  private readonly covers = new Map<string, Promise<CardImage>>();

  render(book: { title: string; author: string; year: number }): Promise<CardImage> {
    const key = `${book.title}\n${book.author}\n${book.year}`;
    const cached = this.covers.get(key);
    const cover = cached ?? this.draw(book);
    // Re-inserted last, so the Map runs from the least to the most recently asked.
    this.covers.delete(key);
    this.covers.set(key, cover);
    if (this.covers.size > COVERS_MAX) this.covers.delete(this.covers.keys().next().value!);
    // A failed drawing is not kept, so the next request tries again.
    if (!cached) cover.catch(() => this.covers.delete(key));
    return cover;
  }

  private async draw(book: { title: string; author: string; year: number }): Promise<CardImage> {
    const png = await sharp(Buffer.from(coverSvg(book)))
      .png()
      .toBuffer();
    return { png, etag: `"${createHash('sha1').update(png).digest('base64url')}"` };
  }
}
