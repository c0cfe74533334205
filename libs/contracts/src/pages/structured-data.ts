import { pathTo } from '../routes/path-to.js';
import { SITE_LOGO, SITE_NAME } from '../site.js';
import { DEFAULT_OG_IMAGE } from './og-image.js';
import { AUTHOR_NAME } from './page-heads.js';

/**
 * schema.org JSON-LD, built here for the screens, which write it into their own heads (on the server and in
 * the browser alike).
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
  'Book',
  'ScholarlyArticle',
  'DigitalDocument',
  'PodcastSeries',
  'PodcastEpisode',
  'AudioObject',
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

/** The origin of an absolute URL, which every builder takes, so the site's own addresses need no more input. */
const originOf = (url: string) => new URL(url).origin;

/**
 * The site as the publisher of what it shows, with its logo: Google's article rules ask for a publisher with a
 * name and a logo.
 */
export function publisherLd(origin: string) {
  return {
    '@type': 'Organization',
    name: SITE_NAME,
    url: `${origin}/`,
    logo: {
      '@type': 'ImageObject',
      url: `${origin}${SITE_LOGO.path}`,
      width: SITE_LOGO.width,
      height: SITE_LOGO.height,
    },
  };
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
  image: string;
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
    publisher: publisherLd(originOf(fields.url)),
    image,
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

/**
 * A course, offered by the site, free and taken online at the reader's own pace: Google's course rules ask for
 * the provider, an offer and an instance with its mode and workload. `workloadMinutes` is its estimated length.
 */
export function courseLd({
  name,
  description,
  url,
  workloadMinutes,
}: LinkedPage & { description: string; workloadMinutes: number | null }) {
  const { '@type': type, name: provider, url: providerUrl } = publisherLd(originOf(url));
  return structuredData('Course', {
    name,
    description,
    url,
    provider: { '@type': type, name: provider, sameAs: providerUrl },
    offers: [{ '@type': 'Offer', category: 'Free' }],
    hasCourseInstance: [
      {
        '@type': 'CourseInstance',
        courseMode: 'Online',
        ...(workloadMinutes ? { courseWorkload: isoDurationOf(workloadMinutes * 60) } : {}),
      },
    ],
  });
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

/**
 * A book on the library's shelves, as the author read it; `url` is its place on the books page. The author's
 * rating is their review of it, dated the day they finished it.
 */
export function bookLd({
  name,
  url,
  author,
  year,
  image,
  rating,
  reviewedOn,
}: LinkedPage & { author: string; year: number; image: string; rating: number | null; reviewedOn: string | null }) {
  return structuredData('Book', {
    name,
    url,
    author: { '@type': 'Person', name: author },
    datePublished: String(year),
    image,
    ...(rating !== null
      ? {
          review: {
            '@type': 'Review',
            author: { '@type': 'Person', name: AUTHOR_NAME, url: `${originOf(url)}${pathTo('about')}` },
            reviewRating: { '@type': 'Rating', ratingValue: rating, bestRating: 5, worstRating: 1 },
            ...(reviewedOn ? { datePublished: reviewedOn } : {}),
          },
        }
      : {}),
  });
}

/** A paper or a set of lecture notes in the library; `url` is its page, `encoding` its PDF when it has one. */
export function scholarlyArticleLd({
  name,
  url,
  description,
  authors,
  datePublished,
  venue,
  doi,
  pdfUrl,
  keywords,
}: LinkedPage & {
  description: string;
  authors: string[];
  datePublished: string;
  /** Where it appeared: a series of working papers, a seminar, a course. */
  venue: string;
  doi: string | null;
  pdfUrl: string | null;
  keywords: string[];
}) {
  return structuredData('ScholarlyArticle', {
    name,
    headline: name,
    url,
    description,
    author: authors.map((author) => ({ '@type': 'Person', name: author })),
    datePublished,
    dateModified: datePublished,
    // The site publishes the text; the venue is the series it appeared in.
    publisher: publisherLd(originOf(url)),
    isPartOf: { '@type': 'CreativeWorkSeries', name: venue },
    image: `${originOf(url)}${DEFAULT_OG_IMAGE}`,
    ...(doi ? { sameAs: `https://doi.org/${doi}` } : {}),
    ...(pdfUrl ? { encoding: { '@type': 'MediaObject', contentUrl: pdfUrl, encodingFormat: 'application/pdf' } } : {}),
    ...(keywords.length ? { keywords: keywords.join(', ') } : {}),
  });
}

/** A document in the library that is not a paper (a reading guide, notes); `contentUrl` is its file. */
export function digitalDocumentLd({
  name,
  url,
  description,
  contentUrl,
  encodingFormat,
  dateCreated,
}: LinkedPage & { description: string; contentUrl: string; encodingFormat: string; dateCreated: string }) {
  return structuredData('DigitalDocument', {
    name,
    url,
    description,
    dateCreated,
    encoding: { '@type': 'MediaObject', contentUrl, encodingFormat },
  });
}

/** An ISO 8601 duration of whole seconds, as schema.org's `duration` takes it: 'PT1M10S'. */
export function isoDurationOf(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  const [h, m, sec] = [Math.floor(whole / 3600), Math.floor(whole / 60) % 60, whole % 60];
  return `PT${h ? `${h}H` : ''}${m ? `${m}M` : ''}${sec || whole === 0 ? `${sec}S` : ''}`;
}

/** An MP3 as schema.org describes a recording's file (absolute `contentUrl`). */
const audioFileLd = (contentUrl: string, durationSeconds: number) => ({
  '@type': 'AudioObject',
  contentUrl,
  encodingFormat: 'audio/mpeg',
  duration: isoDurationOf(durationSeconds),
});

/** The podcast as a whole; `url` is its page, `webFeed` its RSS feed. */
export function podcastSeriesLd({
  name,
  url,
  description,
  image,
  webFeed,
  author,
}: LinkedPage & { description: string; image: string; webFeed: string; author: string }) {
  return structuredData('PodcastSeries', {
    name,
    url,
    description,
    image,
    webFeed,
    author: { '@type': 'Person', name: author },
  });
}

/** One episode of the podcast, with its file and the series it belongs to. */
export function podcastEpisodeLd({
  name,
  url,
  description,
  datePublished,
  episodeNumber,
  audioUrl,
  durationSeconds,
  image,
  series,
}: LinkedPage & {
  description: string;
  datePublished: string;
  episodeNumber: number;
  audioUrl: string;
  durationSeconds: number;
  image: string;
  series: LinkedPage;
}) {
  return structuredData('PodcastEpisode', {
    name,
    url,
    description,
    datePublished,
    episodeNumber,
    image,
    timeRequired: isoDurationOf(durationSeconds),
    associatedMedia: audioFileLd(audioUrl, durationSeconds),
    partOfSeries: { '@type': 'PodcastSeries', name: series.name, url: series.url },
  });
}

/** A lecture or a reading in the library; `url` is its place on the audio page, `contentUrl` its MP3. */
export function audioObjectLd({
  name,
  url,
  description,
  contentUrl,
  durationSeconds,
  uploadDate,
  speaker,
}: LinkedPage & {
  description: string;
  contentUrl: string;
  durationSeconds: number;
  uploadDate: string;
  speaker: string;
}) {
  return structuredData('AudioObject', {
    ...audioFileLd(contentUrl, durationSeconds),
    name,
    url,
    description,
    uploadDate,
    author: { '@type': 'Person', name: speaker },
  });
}
