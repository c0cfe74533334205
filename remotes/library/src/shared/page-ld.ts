import {
  breadcrumbListLd,
  collectionPageLd,
  pathTo,
  scholarlyArticleLd,
  type LinkedPage,
  type Paper,
  type StructuredData,
  PAGE_HEADS,
} from '@site/contracts';
import { useSiteOrigin } from '@site/shell-api';

/** A step of a breadcrumb trail: the page's name and path. */
export type TrailStep = [name: string, path: string];

/** The library's own page, above its books, papers, documents and recordings. */
export const LIBRARY_STEP: TrailStep = [PAGE_HEADS.library.title, pathTo('library')];

/** Where a paper is read: its document's reader when the library holds the text, else its entry on the list. */
export function paperPath(paper: Pick<Paper, 'slug' | 'documentName'>): string {
  return paper.documentName
    ? pathTo('libraryDocument', { name: paper.documentName })
    : `${pathTo('libraryAcademic')}#${paper.slug}`;
}

/**
 * The JSON-LD pieces the library's pages share, with the absolute addresses JSON-LD takes (it takes no relative
 * ones), written from the site's origin so the server's and the browser's heads are the same.
 */
export function pageLd(origin: string) {
  /** A path of the site, or an address that is absolute already, as an absolute address. */
  const url = (pathOrUrl: string) => (/^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${origin}${pathOrUrl}`);
  const page = (name: string, path: string): LinkedPage => ({ name, url: url(path) });

  /** Home, then the given steps. */
  const breadcrumbs = (...steps: TrailStep[]) =>
    breadcrumbListLd([page('Home', pathTo('home')), ...steps.map(([name, path]) => page(name, path))]);

  /** A list page naming what it lists in order, and where it sits (below `trail`). */
  const collection = (fields: {
    title: string;
    description: string;
    path: string;
    items: LinkedPage[];
    trail?: TrailStep[];
  }): StructuredData[] => {
    const { title, description, path, items, trail = [] } = fields;
    return [
      collectionPageLd({ name: title, description, url: url(path), items }),
      breadcrumbs(...trail, [title, path]),
    ];
  };

  /** A paper or lecture notes, at the page where it is read. */
  const paper = (item: Paper) =>
    scholarlyArticleLd({
      name: item.title,
      url: url(paperPath(item)),
      description: item.abstract,
      authors: item.authors.map(({ given, family }) => `${given} ${family}`),
      datePublished: item.publishedOn,
      venue: item.venue,
      doi: item.doi,
      pdfUrl: item.pdfUrl && url(item.pdfUrl),
      keywords: item.topics,
    });

  return { url, page, breadcrumbs, collection, paper };
}

/** `pageLd` for the site's own origin. */
export function usePageLd() {
  return pageLd(useSiteOrigin());
}
