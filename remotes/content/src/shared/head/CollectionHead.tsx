import { collectionPageLd } from '@site/contracts';
import { PageMeta } from '@site/shell-api';
import { usePageLinks, type Step } from './page-links';

interface CollectionHeadProps {
  title: string;
  description: string;
  path: string;
  /** What the page lists, in order: its ItemList. */
  items: readonly { name: string; path: string }[];
  /** The pages between the home page and this one. */
  trail?: Step[];
  keywords?: string[];
}

/** The head of a list page: a CollectionPage naming what it lists, and its breadcrumbs. */
export function CollectionHead({ title, description, path, items, trail = [], keywords }: CollectionHeadProps) {
  const links = usePageLinks();
  return (
    <PageMeta
      title={title}
      description={description}
      path={path}
      keywords={keywords}
      structuredData={[
        collectionPageLd({
          name: title,
          description,
          url: links.url(path),
          items: items.map((item) => links.page(item.name, item.path)),
        }),
        links.breadcrumbs(...trail, [title, path]),
      ]}
    />
  );
}
