import type { ListedHit } from '../ReaderSearch';
import { findInPages, joinPieces, piecesInRange } from '../text-search';

export const HIT_CLASS = 'library-markdown__hit';
export const CURRENT_HIT_CLASS = `${HIT_CLASS}--current`;

/**
 * Finds `query` in the text under `root` and wraps each hit in <mark data-hit="i"> (a hit crossing
 * elements, as in "a *b* c", gets one mark per element). Each hit is named by the heading it falls under.
 */
export function markMatches(root: HTMLElement, query: string): ListedHit[] {
  const nodes: Text[] = [];
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  while (walker.nextNode()) nodes.push(walker.currentNode as Text);
  const joined = joinPieces(nodes.map((node) => ({ str: node.data })));
  const hits = findInPages([joined.text], query);

  const headings = [...root.querySelectorAll('h1, h2, h3, h4, h5, h6')].flatMap((heading) => {
    const first = nodes.findIndex((node) => heading.contains(node));
    return first < 0 ? [] : [{ start: joined.spans[first].start, title: heading.textContent?.trim() ?? '' }];
  });

  // From the last hit back: wrapping splits text nodes, and only the text after each split moves.
  hits.forEach((_, order) => {
    const index = hits.length - 1 - order;
    const hit = hits[index];
    for (const piece of piecesInRange(joined, hit.start, hit.end).reverse()) {
      const span = joined.spans[piece];
      const range = root.ownerDocument.createRange();
      range.setStart(nodes[piece], Math.max(hit.start, span.start) - span.start);
      range.setEnd(nodes[piece], Math.min(hit.end, span.end) - span.start);
      const mark = root.ownerDocument.createElement('mark');
      mark.className = HIT_CLASS;
      mark.dataset.hit = String(index);
      range.surroundContents(mark);
    }
  });

  return hits.map((hit) => ({
    ...hit,
    where: headings.filter((heading) => heading.start <= hit.start).pop()?.title ?? null,
  }));
}
