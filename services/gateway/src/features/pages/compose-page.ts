import { renderHeadTags, scriptJson, type PageDocument } from '@site/contracts';

/** Where the shell's build leaves room in `index.html` for each page's own parts. */
export const PAGE_MARKERS = {
  head: '<!--page-head-->',
  main: '<!--page-main-->',
  data: '<!--page-data-->',
} as const;

/** The id the app reads its query cache's first entries from. */
export const PAGE_DATA_ID = 'page-data';

export interface PageParts {
  document: Pick<PageDocument, 'head' | 'mainHtml' | 'data'>;
  /** Link tags for the remote that draws the page. */
  preloads: string;
  siteUrl: string;
}

/**
 * `index.html` with one page's head, main HTML and data. The data is a JSON block, which the content
 * security policy allows because the browser never runs it.
 */
export function composePage(template: string, { document, preloads, siteUrl }: PageParts): string {
  const head = [renderHeadTags(document.head, siteUrl), preloads].filter(Boolean).join('\n');
  const data = document.data?.length
    ? `<script type="application/json" id="${PAGE_DATA_ID}">${scriptJson(document.data)}</script>`
    : '';
  const parts: Record<keyof typeof PAGE_MARKERS, string> = { head, main: document.mainHtml ?? '', data };
  // One pass over the template, so text inside the inserted parts is never taken for a marker.
  return template.replace(/<!--page-(head|main|data)-->/g, (_marker, name: keyof typeof PAGE_MARKERS) => parts[name]);
}
