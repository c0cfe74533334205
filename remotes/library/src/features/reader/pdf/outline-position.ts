import type { DocumentOutlineEntry } from '@site/contracts';

/** The section the page is in: the first entry starting on it, else the last one starting before it. */
export function outlineEntryAt(outline: readonly DocumentOutlineEntry[], page: number): DocumentOutlineEntry | null {
  let current: DocumentOutlineEntry | null = null;
  for (const entry of outline) {
    const start = Number(entry.target);
    if (Number.isFinite(start) && start <= page && (!current || start > Number(current.target))) current = entry;
  }
  return current;
}
