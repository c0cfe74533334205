import type { QueryClient } from '@tanstack/react-query';
import type { PageDataEntry } from '@site/contracts';
import { holdUncarriedControls } from '@site/shell-api';
import { PAGE_DATA_ID, PAGE_MAIN_MARKER, PAGE_MAIN_SELECTOR } from './markers';

/** What the gateway wrote into this page's first HTML, read once before React replaces it. */
export interface ServerPage {
  /** Query cache entries the page's screens would otherwise fetch. */
  data: PageDataEntry[];
  /** The server's markup of the main area, or null when the server drew none. */
  mainHtml: string | null;
}

function isEntry(value: unknown): value is PageDataEntry {
  return (
    typeof value === 'object' &&
    value !== null &&
    'data' in value &&
    'queryKey' in value &&
    Array.isArray(value.queryKey)
  );
}

/** The `#page-data` entries; missing or malformed data only costs a fetch, so it is dropped, never thrown. */
function readPageData(document: Document): PageDataEntry[] {
  const text = document.getElementById(PAGE_DATA_ID)?.textContent;
  if (!text) return [];
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed.filter(isEntry) : [];
  } catch {
    return [];
  }
}

/**
 * The main area's markup; an area left empty (or still holding the bare marker) means the server drew none. In
 * this copy, controls whose state the takeover cannot carry wait disabled.
 */
function readMainHtml(document: Document): string | null {
  const main = document.querySelector(`#root ${PAGE_MAIN_SELECTOR}`);
  const html = main?.innerHTML.trim();
  if (!main || !html || html === PAGE_MAIN_MARKER) return null;
  const waiting = main.cloneNode(true) as Element;
  holdUncarriedControls(waiting);
  return waiting.innerHTML.trim();
}

export function readServerPage(document: Document): ServerPage {
  return { data: readPageData(document), mainHtml: readMainHtml(document) };
}

/** Fresh entries, so the screens draw from them at once and fetch nothing for the query client's stale time. */
export function seedQueryCache(queryClient: QueryClient, entries: readonly PageDataEntry[]): void {
  for (const { queryKey, data } of entries) queryClient.setQueryData(queryKey, data);
}
