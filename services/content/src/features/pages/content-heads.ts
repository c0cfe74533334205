import {
  AUTHOR_NAME,
  blogPostingLd,
  breadcrumbListLd,
  collectionPageLd,
  OG_IMAGE_HEIGHT,
  OG_IMAGE_WIDTH,
  pathTo,
  documentTitle,
  type LinkedPage,
  type PageHead,
} from '@site/contracts';

/** Builds heads with absolute URLs in their JSON-LD, which takes no relative ones. */
export class ContentHeads {
  constructor(private readonly siteUrl: string) {}

  url(path: string): string {
    return `${this.siteUrl}${path}`;
  }

  page(name: string, path: string): LinkedPage {
    return { name, url: this.url(path) };
  }

  /** Home, then the given steps. */
  breadcrumbs(...steps: [name: string, path: string][]) {
    return breadcrumbListLd([this.page('Home', pathTo('home')), ...steps.map(([name, path]) => this.page(name, path))]);
  }

  get author(): LinkedPage {
    return this.page(AUTHOR_NAME, pathTo('about'));
  }

  /** An essay or a journal entry, with its generated card. */
  article(fields: {
    title: string;
    description: string;
    path: string;
    card: string;
    /** An image of the page's own (an essay's cover) in place of the generated card. */
    image?: { url: string; width: number; height: number };
    date: string;
    tags?: string[];
    topics?: string[];
    trail: [name: string, path: string];
  }): PageHead {
    const { title, description, path, card, date, tags = [], topics = [] } = fields;
    const image = fields.image ?? { url: card, width: OG_IMAGE_WIDTH, height: OG_IMAGE_HEIGHT };
    return {
      title: documentTitle(title),
      description,
      path,
      type: 'article',
      image: { ...image, alt: title },
      publishedTime: date,
      ...(tags.length ? { tags } : {}),
      structuredData: [
        blogPostingLd({
          headline: title,
          description,
          url: this.url(path),
          datePublished: date,
          image: this.url(image.url),
          keywords: tags,
          articleSection: topics,
          author: this.author,
        }),
        this.breadcrumbs(fields.trail, [title, path]),
      ],
    };
  }

  /** A list page, naming what it lists in order. */
  collection(fields: {
    title: string;
    description: string;
    path: string;
    items: LinkedPage[];
    trail?: [name: string, path: string][];
  }): PageHead {
    const { title, description, path, items, trail = [] } = fields;
    return {
      title: documentTitle(title),
      description,
      path,
      type: 'website',
      structuredData: [
        collectionPageLd({ name: title, description, url: this.url(path), items }),
        this.breadcrumbs(...trail, [title, path]),
      ],
    };
  }

  /** A fixed page: the head only, with where it sits. */
  fixed(title: string, description: string, path: string, type: PageHead['type'] = 'website'): PageHead {
    return {
      title: documentTitle(title),
      description,
      path,
      type,
      structuredData: [this.breadcrumbs([title, path])],
    };
  }

  /** A page whose item does not exist: never indexed. */
  notFound(path: string, what: string): PageHead {
    return {
      title: documentTitle(`${what} not found`),
      description: `There is no ${what.toLowerCase()} at this address. It may have been renamed or removed.`,
      path,
      type: 'website',
      robots: 'noindex',
      structuredData: [],
    };
  }
}
