import { breadcrumbListLd, pathTo } from '@site/contracts';

/** A page's place in the site for its BreadcrumbList: from the home page down through `steps` ([name, path]). */
export const breadcrumbs = (origin: string, ...steps: [name: string, path: string][]) =>
  breadcrumbListLd([['Home', pathTo('home')] as const, ...steps].map(([name, path]) => ({ name, url: origin + path })));
