import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { escapeHtml, OG_IMAGE_HEIGHT, OG_IMAGE_WIDTH, SITE_NAME } from '@site/contracts';
import sharp from 'sharp';

/** Cards kept at once; far more than the site has pages, so memory stays bounded whatever is asked. */
export const CARDS_MAX = 200;

/** Characters per line at the title's size, and lines before the title is cut with an ellipsis. */
const LINE_CHARS = 30;
const LINES_MAX = 4;

/** The title in lines of at most `width` characters, words kept whole (a longer word gets a line of its own). */
export function wrapTitle(title: string, width = LINE_CHARS, maxLines = LINES_MAX): string[] {
  const lines: string[] = [];
  for (const word of title.split(/\s+/).filter(Boolean)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && `${last} ${word}`.length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  if (lines.length <= maxLines) return lines;
  return [...lines.slice(0, maxLines - 1), `${lines[maxLines - 1]}…`];
}

/** The card as SVG: the title large on the site's paper colour, the kind of page and the site's name below. */
export function cardSvg(title: string, kind: string): string {
  const lines = wrapTitle(title);
  const size = 56;
  const top = (OG_IMAGE_HEIGHT - lines.length * size * 1.2) / 2 + size * 0.6;
  const tspans = lines
    .map((line, index) => `<tspan x="96" y="${Math.round(top + index * size * 1.2)}">${escapeHtml(line)}</tspan>`)
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_IMAGE_WIDTH}" height="${OG_IMAGE_HEIGHT}" viewBox="0 0 ${OG_IMAGE_WIDTH} ${OG_IMAGE_HEIGHT}">` +
    '<rect width="100%" height="100%" fill="#faf7f2"/>' +
    `<rect width="100%" height="24" fill="#b91c1c"/>` +
    `<text font-family="DejaVu Serif, Georgia, serif" font-size="${size}" font-weight="bold" fill="#1f2933">${tspans}</text>` +
    `<text x="96" y="${OG_IMAGE_HEIGHT - 72}" font-family="DejaVu Sans, Helvetica, sans-serif" font-size="32" fill="#52606d">` +
    `${escapeHtml(kind)} · ${escapeHtml(SITE_NAME)}</text>` +
    '</svg>'
  );
}

/** A card ready to send, with the ETag of its bytes. */
export interface CardImage {
  png: Buffer;
  etag: string;
}

/**
 * 1200×630 PNG cards with a page's title, for link previews of pages without an image of their own.
 * Rendered on the first request and again only when the title changes.
 */
@Injectable()
export class CardImages {
  private readonly cards = new Map<string, Promise<CardImage>>();

  render(title: string, kind: string): Promise<CardImage> {
    const key = `${kind}\n${title}`;
    const cached = this.cards.get(key);
    const card = cached ?? this.draw(title, kind);
    // Re-inserted last, so the Map runs from the least to the most recently asked.
    this.cards.delete(key);
    this.cards.set(key, card);
    if (this.cards.size > CARDS_MAX) this.cards.delete(this.cards.keys().next().value!);
    // A failed drawing is not kept, so the next request tries again.
    if (!cached) card.catch(() => this.cards.delete(key));
    return card;
  }

  private async draw(title: string, kind: string): Promise<CardImage> {
    const png = await sharp(Buffer.from(cardSvg(title, kind)))
      .png()
      .toBuffer();
    return { png, etag: `"${createHash('sha1').update(png).digest('base64url')}"` };
  }
}
