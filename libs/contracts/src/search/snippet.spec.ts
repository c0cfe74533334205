import { markedSnippet } from './snippet.js';

describe('markedSnippet', () => {
  it('keeps the marks around matches and escapes everything else', () => {
    expect(markedSnippet('a <mark>proof</mark> of <script>alert("x")</script> & more')).toBe(
      'a <mark>proof</mark> of &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; more',
    );
  });

  it('escapes a stray closing mark and closes one left open', () => {
    expect(markedSnippet('</mark>x <mark>y')).toBe('&lt;/mark&gt;x <mark>y</mark>');
  });

  it('escapes a mark opened inside another', () => {
    expect(markedSnippet('<mark>a <mark>b</mark>')).toBe('<mark>a &lt;mark&gt;b</mark>');
  });

  it('leaves other tags and attributes escaped, marks with attributes included', () => {
    expect(markedSnippet('<mark onclick="x">t</mark> <img src=x onerror=alert(1)>')).toBe(
      '&lt;mark onclick=&quot;x&quot;&gt;t&lt;/mark&gt; &lt;img src=x onerror=alert(1)&gt;',
    );
  });
});
