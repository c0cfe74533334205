import { absoluteLinks, issueContent, plainText } from './issue-content.js';

const SITE = 'https://site.example';

describe('the content of an issue', () => {
  it('puts the intro, the linked essay title and the sanitised body together', () => {
    const { html, bodyHtml } = issueContent(
      {
        essaySlug: 'on-maps',
        essayTitle: 'On maps & <territories>',
        intro: 'A word *first*.',
        bodyHtml: '<p onclick="x()">The body.</p><script>alert(1)</script><img src="/media/a.png" alt="A map">',
      },
      SITE,
    );
    expect(bodyHtml).toBe('<p>The body.</p><img src="/media/a.png" alt="A map" />');
    expect(html).toBe(
      '<p>A word <em>first</em>.</p>\n' +
        '<h2><a href="/essay/on-maps">On maps &amp; &lt;territories&gt;</a></h2>' +
        '<p>The body.</p><img src="/media/a.png" alt="A map" />',
    );
  });

  it('writes a plain-text part with absolute links and no images', () => {
    const { text } = issueContent(
      {
        essaySlug: 'on-maps',
        essayTitle: 'On maps',
        intro: '',
        bodyHtml: '<h2>Part one</h2><p>See <a href="/essay/other">the other one</a>.</p><img src="/m.png" alt="x">',
      },
      SITE,
    );
    expect(text).toBe(`On maps\n${SITE}/essay/on-maps\n\nPART ONE\n\nSee the other one [${SITE}/essay/other].`);
  });

  it('makes only site paths absolute', () => {
    expect(absoluteLinks('<a href="/a">a</a><a href="https://x.org/b">b</a><img src="/c.png" />', SITE)).toBe(
      `<a href="${SITE}/a">a</a><a href="https://x.org/b">b</a><img src="${SITE}/c.png" />`,
    );
    expect(plainText('<p>one</p><p>two</p>')).toBe('one\n\ntwo');
  });
});
