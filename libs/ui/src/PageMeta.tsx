import { DEFAULT_OG_IMAGE, documentTitle, OG_IMAGE_HEIGHT, OG_IMAGE_WIDTH } from '@site/contracts';
import { useLayoutEffect } from 'react';
import { serializeStructuredData, type StructuredData } from './structured-data';

export { DEFAULT_OG_IMAGE, OG_IMAGE_HEIGHT, OG_IMAGE_WIDTH };

export interface PageMetaProps {
  title: string;
  description: string;
  /** The page's path, e.g. '/essays'; the canonical URL is the current origin plus this. */
  path: string;
  image?: string;
  keywords?: string | string[];
  type?: 'website' | 'article';
  /** One JSON-LD object or several (e.g. the page and its breadcrumbs), each in its own script. */
  structuredData?: StructuredData | StructuredData[];
}

function origin(): string {
  return typeof window === 'undefined' ? '' : window.location.origin;
}

function absolute(url: string): string {
  return /^https?:\/\//.test(url) ? url : origin() + url;
}

/**
 * The page's head tags. React 19 hoists <title>, <meta> and <link> into <head> and removes them
 * when the page unmounts. The static defaults of index.html are dropped once a page supplies its
 * own, so crawlers never see two descriptions.
 */
export function PageMeta({
  title,
  description,
  path,
  image = DEFAULT_OG_IMAGE,
  keywords,
  type = 'website',
  structuredData,
}: PageMetaProps) {
  // Before the browser paints (and before any script can look), so the head never holds two of a tag.
  useLayoutEffect(() => {
    document.querySelectorAll('head [data-default-meta]').forEach((node) => node.remove());
  }, []);
  // The tab, the first HTML and link previews all show the same title.
  const fullTitle = documentTitle(title);
  const url = origin() + path;
  const imageUrl = absolute(image);
  const keywordText = Array.isArray(keywords) ? keywords.join(', ') : keywords;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {keywordText ? <meta name="keywords" content={keywordText} /> : null}
      <meta name="robots" content="index,follow" />
      <link rel="canonical" href={url} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:type" content={type} />
      <meta property="og:image" content={imageUrl} />
      <meta property="og:image:width" content={String(OG_IMAGE_WIDTH)} />
      <meta property="og:image:height" content={String(OG_IMAGE_HEIGHT)} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={imageUrl} />
      {[structuredData ?? []].flat().map((data, index) => (
        <script
          key={index}
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: serializeStructuredData(data) }}
        />
      ))}
    </>
  );
}
