import type { StructuredData } from '@site/contracts';
import { PageMeta, type PageMetaProps } from '@site/shell-api';
import { usePageLinks } from './page-links';

export interface FixedHeadProps extends Pick<
  PageMetaProps,
  'title' | 'description' | 'path' | 'type' | 'image' | 'keywords' | 'noIndex'
> {
  /** Its name in the breadcrumbs, where the title says more (the search results for a term). */
  crumb?: string;
  /** Structured data of its own, before the breadcrumbs. */
  structuredData?: StructuredData[];
}

/** The head of a page of fixed text, with where it sits on the site. */
export function FixedHead({ title, path, crumb = title, structuredData = [], ...meta }: FixedHeadProps) {
  const links = usePageLinks();
  return (
    <PageMeta
      title={title}
      path={path}
      {...meta}
      structuredData={[...structuredData, links.breadcrumbs([crumb, path])]}
    />
  );
}
