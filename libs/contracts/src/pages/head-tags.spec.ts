import { escapeHtml, renderHeadTags, scriptJson } from './head-tags.js';
import type { PageHead } from './page-document.js';

const SITE = 'https://example.org';

const essay: PageHead = {
  title: 'On doubt',
  description: 'Why doubt is a method.',
  path: '/essay/on-doubt',
  type: 'article',
  structuredData: [],
};

/** The `content` of each tag with this `name` or `property`, in order. */
function contents(html: string, key: string): string[] {
  const pattern = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`, 'g');
  return [...html.matchAll(pattern)].map((match) => match[1]);
}

describe('renderHeadTags', () => {
  it('writes the title and description', () => {
    const html = renderHeadTags(essay, SITE);
    expect(html).toContain('<title data-default-meta>On doubt</title>');
    expect(contents(html, 'description')).toEqual(['Why doubt is a method.']);
  });

  it('links the canonical address: the site address and the path', () => {
    expect(renderHeadTags(essay, SITE)).toContain(
      '<link rel="canonical" href="https://example.org/essay/on-doubt" data-default-meta>',
    );
  });

  it('encodes the canonical path, and keeps a path starting with two slashes on this site', () => {
    expect(renderHeadTags({ ...essay, path: '/topic/Human Experience' }, SITE)).toContain(
      'href="https://example.org/topic/Human%20Experience"',
    );
    expect(contents(renderHeadTags({ ...essay, path: '//evil.example/x' }, SITE), 'og:url')).toEqual([
      'https://example.org//evil.example/x',
    ]);
  });

  it('writes the Open Graph tags, with the site name', () => {
    const html = renderHeadTags(essay, SITE);
    expect(contents(html, 'og:title')).toEqual(['On doubt']);
    expect(contents(html, 'og:description')).toEqual(['Why doubt is a method.']);
    expect(contents(html, 'og:url')).toEqual(['https://example.org/essay/on-doubt']);
    expect(contents(html, 'og:type')).toEqual(['article']);
    expect(contents(html, 'og:site_name')).toEqual(['Commonplace']);
  });

  it("uses the page's own image with its size and alt text, made absolute", () => {
    const html = renderHeadTags(
      { ...essay, image: { url: '/og/essay/on-doubt.png', width: 1200, height: 630, alt: 'A card: On doubt' } },
      SITE,
    );
    expect(contents(html, 'og:image')).toEqual(['https://example.org/og/essay/on-doubt.png']);
    expect(contents(html, 'og:image:width')).toEqual(['1200']);
    expect(contents(html, 'og:image:height')).toEqual(['630']);
    expect(contents(html, 'og:image:alt')).toEqual(['A card: On doubt']);
    expect(contents(html, 'twitter:image')).toEqual(['https://example.org/og/essay/on-doubt.png']);
  });

  it('keeps an image on another host as it is', () => {
    const image = { url: 'https://cdn.example.net/cover.jpg', width: 1200, height: 630, alt: 'Cover' };
    expect(contents(renderHeadTags({ ...essay, image }, SITE), 'og:image')).toEqual([image.url]);
  });

  it("falls back to the site's card, 1200×630", () => {
    const html = renderHeadTags(essay, SITE);
    expect(contents(html, 'og:image')).toEqual(['https://example.org/og-default.png']);
    expect(contents(html, 'og:image:width')).toEqual(['1200']);
    expect(contents(html, 'og:image:height')).toEqual(['630']);
  });

  it('writes a large Twitter card with title, description and image', () => {
    const html = renderHeadTags(essay, SITE);
    expect(contents(html, 'twitter:card')).toEqual(['summary_large_image']);
    expect(contents(html, 'twitter:title')).toEqual(['On doubt']);
    expect(contents(html, 'twitter:description')).toEqual(['Why doubt is a method.']);
    expect(contents(html, 'twitter:image')).toEqual(['https://example.org/og-default.png']);
  });

  it("writes an article's dates and one tag per tag", () => {
    const html = renderHeadTags(
      {
        ...essay,
        publishedTime: '2026-01-02T00:00:00.000Z',
        modifiedTime: '2026-02-03T00:00:00.000Z',
        tags: ['doubt', 'method'],
      },
      SITE,
    );
    expect(contents(html, 'article:published_time')).toEqual(['2026-01-02T00:00:00.000Z']);
    expect(contents(html, 'article:modified_time')).toEqual(['2026-02-03T00:00:00.000Z']);
    expect(contents(html, 'article:tag')).toEqual(['doubt', 'method']);
  });

  it('leaves the article tags out of a page that has none', () => {
    expect(renderHeadTags(essay, SITE)).not.toContain('article:');
  });

  it('lets pages be indexed unless the head says otherwise', () => {
    expect(contents(renderHeadTags(essay, SITE), 'robots')).toEqual(['index,follow']);
    expect(contents(renderHeadTags({ ...essay, robots: 'noindex' }, SITE), 'robots')).toEqual(['noindex']);
  });

  it('writes extra meta tags, names repeated', () => {
    const html = renderHeadTags(
      {
        ...essay,
        meta: [
          { name: 'citation_author', content: 'A' },
          { name: 'citation_author', content: 'B' },
        ],
      },
      SITE,
    );
    expect(contents(html, 'citation_author')).toEqual(['A', 'B']);
  });

  it('writes each JSON-LD object as a data block whose text cannot close it', () => {
    const html = renderHeadTags(
      {
        ...essay,
        structuredData: [
          { '@context': 'https://schema.org', '@type': 'BlogPosting', headline: '</script><script>alert(1)</script>' },
          { '@context': 'https://schema.org', '@type': 'BreadcrumbList' },
        ],
      },
      SITE,
    );
    const blocks = [...html.matchAll(/<script type="application\/ld\+json" data-default-meta>(.*?)<\/script>/g)];
    expect(blocks).toHaveLength(2);
    expect(JSON.parse(blocks[0][1]).headline).toBe('</script><script>alert(1)</script>');
    expect(html).not.toContain('<script>alert');
  });

  it('escapes every text it writes', () => {
    const html = renderHeadTags(
      {
        ...essay,
        title: '<b>"Doubt" & \'method\'</b>',
        description: '"><script>alert(1)</script>',
        tags: ['a"b'],
        meta: [{ name: 'x"y', content: '<z>' }],
      },
      SITE,
    );
    expect(html).toContain(
      '<title data-default-meta>&lt;b&gt;&quot;Doubt&quot; &amp; &#39;method&#39;&lt;/b&gt;</title>',
    );
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>');
    expect(contents(html, 'article:tag')).toEqual(['a&quot;b']);
    expect(html).toContain('<meta name="x&quot;y" content="&lt;z&gt;" data-default-meta>');
  });

  it('marks every tag so the app replaces them with its own', () => {
    for (const line of renderHeadTags({ ...essay, tags: ['t'] }, SITE).split('\n')) {
      expect(line).toContain('data-default-meta');
    }
  });
});

describe('escapeHtml and scriptJson', () => {
  it('escapes the five characters that matter in text and attributes', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });

  it('writes JSON with no `<`, which still parses to the same value', () => {
    const value = { text: '</script><!-- x' };
    const json = scriptJson(value);
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual(value);
  });
});
