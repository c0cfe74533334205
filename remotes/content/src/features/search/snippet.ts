/** A run of snippet text, and whether the search matched it. */
export interface SnippetPart {
  text: string;
  marked: boolean;
}

// The server escapes with these; a full entity table would cost the bundle for names it never sends.
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

function fromCodePoint(code: number): string {
  const valid = code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff);
  return valid ? String.fromCodePoint(code) : '\ufffd';
}

/** Escaped HTML text back to plain text: the named entities above and numeric ones; others stay as written. */
export function decodeEntities(html: string): string {
  return html.replace(/&(?:#(\d{1,7})|#x([0-9a-f]{1,6})|([a-z]+));/gi, (entity, decimal, hex, name: string) => {
    if (decimal) return fromCodePoint(Number(decimal));
    if (hex) return fromCodePoint(parseInt(hex, 16));
    return NAMED[name.toLowerCase()] ?? entity;
  });
}

/**
 * A hit's snippet (escaped text with `<mark>` around the matches) as plain-text parts, so it is drawn as
 * text and <mark> elements and never parsed as HTML.
 */
export function snippetParts(snippet: string): SnippetPart[] {
  const parts: SnippetPart[] = [];
  let marked = false;
  for (const piece of snippet.split(/(<\/?mark>)/i)) {
    const tag = piece.toLowerCase();
    if (tag === '<mark>') marked = true;
    else if (tag === '</mark>') marked = false;
    else if (piece) parts.push({ text: decodeEntities(piece), marked });
  }
  return parts;
}
