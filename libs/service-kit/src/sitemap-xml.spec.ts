import { sitemapIndexXml, urlsetXml } from './sitemap-xml.js';

describe('sitemap XML', () => {
  it('lists each address with its date, escaped', () => {
    const xml = urlsetXml([
      { loc: 'https://example.org/search?q=a&b=<c>', lastmod: '2026-01-09' },
      { loc: 'https://example.org/' },
    ]);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain('<loc>https://example.org/search?q=a&amp;b=&lt;c&gt;</loc>');
    expect(xml).toContain('<lastmod>2026-01-09</lastmod>');
    expect(xml.match(/<lastmod>/g)).toHaveLength(1);
  });

  it('builds an index of sitemaps', () => {
    const xml = sitemapIndexXml([{ loc: 'https://example.org/sitemaps/essays.xml' }]);
    expect(xml).toMatch(/<sitemapindex [^>]*>\s*<sitemap>\s*<loc>https:\/\/example.org\/sitemaps\/essays.xml<\/loc>/);
  });
});
