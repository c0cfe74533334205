/**
 * schema.org JSON-LD, built once for the browser's `PageMeta` and for the services' page documents, so
 * the first HTML and the app describe a page the same way.
 */
export const STRUCTURED_DATA_TYPES = [
  'WebSite',
  'CollectionPage',
  'Article',
  'BlogPosting',
  'BreadcrumbList',
  'Person',
  'Course',
  'Quiz',
] as const;
export type StructuredDataType = (typeof STRUCTURED_DATA_TYPES)[number];

export interface StructuredData {
  '@context': 'https://schema.org';
  '@type': StructuredDataType;
  [property: string]: unknown;
}

/** JSON-LD of one type; an unknown type is a programming error and throws. */
export function structuredData(type: StructuredDataType, data: Record<string, unknown> = {}): StructuredData {
  if (!(STRUCTURED_DATA_TYPES as readonly string[]).includes(type)) {
    throw new Error(`Unknown structured data type: ${type}`);
  }
  return { ...data, '@context': 'https://schema.org', '@type': type };
}

/** JSON for a <script> element: `<` is escaped so that text like "</script>" cannot end the element. */
export function serializeStructuredData(data: StructuredData): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** Absolute URLs: JSON-LD readers take no relative ones. */
export interface LinkedPage {
  name: string;
  url: string;
}

/** The site, with the search box crawlers may offer (`{search_term_string}` is filled in by them). */
export function webSiteLd({
  name,
  description,
  url,
  searchUrl,
}: LinkedPage & { description: string; searchUrl: string }) {
  return structuredData('WebSite', {
    name,
    description,
    url,
    potentialAction: {
      '@type': 'SearchAction',
      target: `${searchUrl}?q={search_term_string}`,
      'query-input': 'required name=search_term_string',
    },
  });
}

export interface BlogPostingFields {
  headline: string;
  description: string;
  url: string;
  /** ISO dates. */
  datePublished: string;
  dateModified?: string;
  image?: string;
  keywords?: string[];
  /** The topics it is filed under. */
  articleSection?: string[];
  author: LinkedPage;
}

/** An essay, an article or a journal entry. */
export function blogPostingLd({ keywords, articleSection, author, image, dateModified, ...fields }: BlogPostingFields) {
  return structuredData('BlogPosting', {
    ...fields,
    mainEntityOfPage: fields.url,
    dateModified: dateModified ?? fields.datePublished,
    author: { '@type': 'Person', ...author },
    ...(image ? { image } : {}),
    ...(keywords?.length ? { keywords: keywords.join(', ') } : {}),
    ...(articleSection?.length ? { articleSection } : {}),
  });
}

/** A list page; `items` become its `ItemList` in order. */
export function collectionPageLd({
  name,
  description,
  url,
  items,
}: LinkedPage & { description: string; items?: LinkedPage[] }) {
  return structuredData('CollectionPage', {
    name,
    description,
    url,
    ...(items?.length
      ? {
          mainEntity: {
            '@type': 'ItemList',
            itemListElement: items.map((item, index) => ({ '@type': 'ListItem', position: index + 1, ...item })),
          },
        }
      : {}),
  });
}

/** Where a page sits, from the home page down to itself. */
export function breadcrumbListLd(trail: LinkedPage[]) {
  return structuredData('BreadcrumbList', {
    itemListElement: trail.map(({ name, url }, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name,
      item: url,
    })),
  });
}

/** The author, on the about page. */
export function personLd({ name, url, description, email }: LinkedPage & { description: string; email?: string }) {
  return structuredData('Person', { name, url, description, ...(email ? { email } : {}) });
}

/** A course, offered by the author. */
export function courseLd({
  name,
  description,
  url,
  provider,
}: LinkedPage & { description: string; provider: LinkedPage }) {
  return structuredData('Course', { name, description, url, provider: { '@type': 'Person', ...provider } });
}

/** A quiz or test to take. */
export function quizLd({
  name,
  description,
  url,
  about,
  numberOfQuestions,
}: LinkedPage & { description: string; about?: string; numberOfQuestions: number }) {
  return structuredData('Quiz', {
    name,
    description,
    url,
    numberOfQuestions,
    ...(about ? { about: { '@type': 'Thing', name: about } } : {}),
  });
}
