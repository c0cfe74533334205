import {
  DEFAULT_OG_IMAGE,
  documentTitle,
  SITE_NAME,
  OG_IMAGE_HEIGHT,
  OG_IMAGE_WIDTH,
  serializeStructuredData,
  type StructuredData,
} from '@site/contracts';
import { useSiteOrigin } from './site-origin';

export interface PageMetaProps {
  title: string;
  description: string;
  /** The page's path, e.g. '/essays'; the canonical URL is the current origin plus this. */
  path: string;
  /** The card: an address (sized as the site's default card), or one with its own size and description. */
  image?: string | PageImage;
  keywords?: string | string[];
  type?: 'website' | 'article';
  /** One JSON-LD object or several (e.g. the page and its breadcrumbs), each in its own script. */
  structuredData?: StructuredData | StructuredData[];
  /** A page robots should leave out of their index (a not-found page, a filtered list). */
  noIndex?: boolean;
  /** An article's dates (ISO 8601), for `article:published_time` and `article:modified_time`. */
  publishedTime?: string;
  modifiedTime?: string;
}

export interface PageImage {
  url: string;
  width: number;
  height: number;
  alt?: string;
}

const absolute = (url: string, origin: string) => (/^https?:\/\//.test(url) ? url : origin + url);

/**
 * The page's head tags, drawn by the screen itself on the server and in the browser alike. React 19 hoists <title>,
 * <meta> and <link> into <head> and removes them when the page unmounts. The structured data stays where the screen
 * draws it (JSON-LD is read anywhere in the document).
 */
export function PageMeta({
  title,
  description,
  path,
  image = DEFAULT_OG_IMAGE,
  keywords,
  type = 'website',
  structuredData,
  noIndex = false,
  publishedTime,
  modifiedTime,
}: PageMetaProps) {
  const origin = useSiteOrigin();
  // The tab, the first HTML and link previews all show the same title.
  const fullTitle = documentTitle(title);
  const url = origin + path;
  const card: PageImage =
    typeof image === 'string' ? { url: image, width: OG_IMAGE_WIDTH, height: OG_IMAGE_HEIGHT } : image;
  const imageUrl = absolute(card.url, origin);
  const keywordText = Array.isArray(keywords) ? keywords.join(', ') : keywords;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {keywordText ? <meta name="keywords" content={keywordText} /> : null}
      <meta name="robots" content={noIndex ? 'noindex,follow' : 'index,follow'} />
      <link rel="canonical" href={url} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:type" content={type} />
      <meta property="og:site_name" content={SITE_NAME} />
      {publishedTime ? <meta property="article:published_time" content={publishedTime} /> : null}
      {modifiedTime ? <meta property="article:modified_time" content={modifiedTime} /> : null}
      <meta property="og:image" content={imageUrl} />
      <meta property="og:image:width" content={String(card.width)} />
      <meta property="og:image:height" content={String(card.height)} />
      {card.alt ? <meta property="og:image:alt" content={card.alt} /> : null}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={imageUrl} />
      {card.alt ? <meta name="twitter:image:alt" content={card.alt} /> : null}
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
