import { AUTHOR_NAME, breadcrumbListLd, pathTo, type LinkedPage, type StructuredData } from '@site/contracts';
import { useSiteOrigin } from '@site/shell-api';

/** A page on the way to this one: its name and its path. */
export type Step = readonly [name: string, path: string];

/** The site's addresses as structured data writes them: absolute, since JSON-LD takes no relative ones. */
export interface PageLinks {
  /** A path of the site, or an address elsewhere as it is. */
  url(path: string): string;
  page(name: string, path: string): LinkedPage;
  /** Home, then the given steps. */
  breadcrumbs(...steps: Step[]): StructuredData;
  /** Who writes the site, with their page. */
  author: LinkedPage;
}

export function pageLinks(origin: string): PageLinks {
  const url = (path: string) => (/^https?:\/\//.test(path) ? path : origin + path);
  const page = (name: string, path: string) => ({ name, url: url(path) });
  return {
    url,
    page,
    breadcrumbs: (...steps) =>
      breadcrumbListLd([page('Home', pathTo('home')), ...steps.map(([name, path]) => page(name, path))]),
    author: page(AUTHOR_NAME, pathTo('about')),
  };
}

/** The links of the site this page is drawn for: the same origin on the server and in the browser. */
export function usePageLinks(): PageLinks {
  return pageLinks(useSiteOrigin());
}
