import { composePage } from './compose-page.js';

const TEMPLATE = [
  '<html><head><meta charset="utf-8"><!--page-head--></head>',
  '<body><div id="root"><header>frame</header><main><!--page-main--></main></div>',
  '<!--page-data--><script src="/main.js"></script></body></html>',
].join('');

const head = {
  title: 'On doubt',
  description: 'Doubt.',
  path: '/essay/on-doubt',
  type: 'article' as const,
  structuredData: [],
};

describe('composePage', () => {
  it('puts the head tags and the preloads into the head', () => {
    const html = composePage(TEMPLATE, {
      document: { head },
      preloads: '<link rel="preload" as="script" href="/remotes/content/remoteEntry.js">',
      siteUrl: 'https://example.org',
    });
    const inHead = html.slice(0, html.indexOf('</head>'));
    expect(inHead).toContain('<title data-default-meta>On doubt</title>');
    expect(inHead).toContain('<link rel="preload" as="script" href="/remotes/content/remoteEntry.js">');
    expect(html).not.toContain('<!--page-head-->');
  });

  it("puts the page's main HTML inside the frame's main area", () => {
    const html = composePage(TEMPLATE, {
      document: { head, mainHtml: '<article><h1>On doubt</h1></article>' },
      preloads: '',
      siteUrl: 'https://example.org',
    });
    expect(html).toContain('<main><article><h1>On doubt</h1></article></main>');
  });

  it('writes the data as a JSON block before the scripts, with `<` escaped', () => {
    const data = [{ queryKey: ['essay', 'on-doubt'], data: { body: '</script><script>alert(1)</script>' } }];
    const html = composePage(TEMPLATE, { document: { head, data }, preloads: '', siteUrl: 'https://example.org' });
    const block = html.match(/<script type="application\/json" id="page-data">(.*?)<\/script><script src="\/main.js">/);
    expect(JSON.parse(block![1])).toEqual(data);
    expect(html).not.toContain('<script>alert');
  });

  it('leaves the markers empty for a page with no main HTML and no data', () => {
    const html = composePage(TEMPLATE, { document: { head }, preloads: '', siteUrl: 'https://example.org' });
    expect(html).toContain('<main></main></div><script src="/main.js">');
    expect(html).not.toContain('page-data');
  });

  it('takes `$` in the page text literally and never reads a marker inside the inserted text', () => {
    const html = composePage(TEMPLATE, {
      document: { head: { ...head, title: "$& $' $1" }, mainHtml: '<p>$& costs</p><!--page-data-->' },
      preloads: '',
      siteUrl: 'https://example.org',
    });
    expect(html).toContain('<title data-default-meta>$&amp; $&#39; $1</title>');
    expect(html).toContain('<main><p>$& costs</p><!--page-data--></main>');
  });
});
