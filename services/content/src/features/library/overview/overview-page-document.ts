import { PAGE_HEADS, pathTo, type LibraryOverview, type PageDocument } from '@site/contracts';
import type { ContentHeads } from '../../pages/content-heads.js';
import { overviewPageHtml } from './overview-markup.js';

/**
 * The first HTML of /library: a CollectionPage naming the recent additions, the overview as the screen draws it,
 * and the data under the screen's keys.
 */
export function overviewPageDocument(heads: ContentHeads, overview: LibraryOverview): PageDocument {
  const { title, description } = PAGE_HEADS.library;
  return {
    status: 200,
    head: heads.collection({
      title,
      description,
      path: pathTo('library'),
      items: overview.recent.map((item) => heads.page(item.title, item.href)),
    }),
    mainHtml: overviewPageHtml(overview),
    data: [
      { queryKey: ['library', 'overview'], data: overview },
      // The "Reading now" list asks for these on its own (it is also the home page's widget).
      { queryKey: ['library', 'reading-now'], data: overview.reading },
    ],
  };
}
