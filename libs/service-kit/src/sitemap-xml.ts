import { create } from 'xmlbuilder2';

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** One `<url>` of a sitemap, or one `<sitemap>` of an index: an absolute address and when it last changed. */
export interface SitemapEntry {
  loc: string;
  /** W3C datetime, a date (`2026-01-09`) or a full timestamp; left out when unknown. */
  lastmod?: string;
}

/** A sitemap (`<urlset>`) or a sitemap index (`<sitemapindex>`) per sitemaps.org 0.9; every text is escaped. */
function sitemapXml(
  root: 'urlset' | 'sitemapindex',
  child: 'url' | 'sitemap',
  entries: readonly SitemapEntry[],
): string {
  const doc = create({ version: '1.0', encoding: 'UTF-8' }).ele(root, { xmlns: SITEMAP_NS });
  for (const { loc, lastmod } of entries) {
    const item = doc.ele(child);
    item.ele('loc').txt(loc);
    if (lastmod) item.ele('lastmod').txt(lastmod);
  }
  return doc.end({ prettyPrint: true });
}

export const urlsetXml = (entries: readonly SitemapEntry[]) => sitemapXml('urlset', 'url', entries);
export const sitemapIndexXml = (entries: readonly SitemapEntry[]) => sitemapXml('sitemapindex', 'sitemap', entries);

export const SITEMAP_CONTENT_TYPE = 'application/xml; charset=utf-8';
